import { redirect } from "react-router";
import { z } from "zod";

/** What a write's redirect tells the next page (post/redirect/get, decision 535). */
export const flashSchema = z.object({
  tone: z.enum(["success", "info"]),
  message: z.string().min(1).max(300),
});
export type Flash = z.infer<typeof flashSchema>;

const cookie = "gf_flash";

function attributes(request: Request, maxAge: number): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/**
 * Ends a form's action: redirects (303, so a reload never posts again) with a one-time message
 * for the page it lands on, carried in a short-lived cookie.
 */
export function redirectWithFlash(request: Request, to: string, flash: Flash): never {
  const value = Buffer.from(JSON.stringify(flash)).toString("base64url");
  throw redirect(to, { status: 303, headers: { "set-cookie": `${cookie}=${value}; ${attributes(request, 60)}` } });
}

/** The request's flash (checked against its schema) and the Set-Cookie line that spends it. */
export function readFlash(request: Request): { flash: Flash | null; spend: Record<string, string> } {
  const raw = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookie}=`))
    ?.slice(cookie.length + 1);
  if (!raw) return { flash: null, spend: {} };
  let flash: Flash | null = null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    flash = parsed.success ? parsed.data : null;
  } catch {
    flash = null;
  }
  return { flash, spend: { "set-cookie": `${cookie}=; ${attributes(request, 0)}` } };
}

/** Whether a POST came from the page's script (React Router's data request: a fetcher, an enhanced form). */
export function sentByScript(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** What a form's action says it did: a flash without JavaScript, the SPEC's toast with it. */
export type Notice = Flash & {
  title: string /** The flash's words when the toast's message leans on its title. */;
  flash?: string;
};

/**
 * Ends the action of a form whose page stays where it is (a dialog's form, a card's button):
 * without JavaScript a 303 back to `to` with the flash; sent by the page's script, the answer
 * `{ notice }`, which `formClientAction` shows as a toast while the page's loaders read the new
 * state. (A flash would race the live updates' reloads: a reload cut short spends it unseen.)
 */
export function stayWithNotice(request: Request, to: string, notice: Notice): { notice: Notice } {
  if (sentByScript(request)) return { notice };
  return redirectWithFlash(request, to, { tone: notice.tone, message: notice.flash ?? notice.message });
}
