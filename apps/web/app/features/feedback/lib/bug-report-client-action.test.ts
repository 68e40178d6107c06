import { readFileSync } from "node:fs";
import path from "node:path";
import { type MessageDescriptor, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readPo } from "../../../../../../scripts/i18n-catalogs.ts";
import { sayFormError } from "../../../lib/forms/api-error-reply";

const post = vi.hoisted(() => vi.fn());
const showToast = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/api", async (actual) => ({
  ...(await actual<typeof import("../../../lib/api")>()),
  api: { post },
}));
vi.mock("../../../lib/toast/show-toast", () => ({ showToast }));
vi.mock("../../../lib/error-reporting/error-reporting", () => ({ reportError: vi.fn() }));

const { ApiError } = await import("../../../lib/api");
const { bugReportClientAction } = await import("./bug-report-client-action");

const text = {
  _csrf: "page-token",
  description: "The theme filter forgets my choice.",
  page_url: "http://localhost/classes",
  user_agent: "Test browser",
  viewport: "390x844",
  form_token: "signed",
  website: "",
};

function request(fields: Record<string, string>, screenshot?: Blob): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (screenshot) {
    body.append("annotations", JSON.stringify([{ type: "hide", x: 1, y: 1, w: 5, h: 5 }]));
    body.append("screenshot", screenshot, "screenshot.png");
  }
  return new Request("http://localhost/bug-report", { method: "POST", body });
}

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "application/png" });

describe("bugReportClientAction (/bug-report's client action)", () => {
  beforeEach(() => vi.clearAllMocks());

  it("a report without a screenshot goes to the route's action", async () => {
    const serverAction = vi.fn(async () => ({ sent: true as const }));
    expect(await bugReportClientAction(request(text), serverAction)).toEqual({ sent: true });
    expect(serverAction).toHaveBeenCalledOnce();
    expect(post).not.toHaveBeenCalled();
  });

  it("a report with a screenshot goes to the API from the browser, without the page form's own fields", async () => {
    post.mockResolvedValueOnce({ data: { id: 7 } });
    const serverAction = vi.fn();
    expect(await bugReportClientAction(request(text, png), serverAction)).toEqual({ sent: true });
    expect(serverAction).not.toHaveBeenCalled();
    const [path, , options] = post.mock.calls[0] ?? [];
    expect(path).toBe("/api/feedback/bug-reports");
    const form = (options as { form: FormData }).form;
    expect(form.get("screenshot")).toBeInstanceOf(Blob);
    expect(form.get("description")).toBe(text.description);
    expect(form.get("annotations")).toContain("hide");
    expect(form.has("_csrf")).toBe(false);
  });

  it("checks the text first: a refusal comes back on its field and nothing is sent", async () => {
    const answer = await bugReportClientAction(request({ ...text, description: "Broken" }, png), vi.fn());
    expect(post).not.toHaveBeenCalled();
    expect(answer).toMatchObject({ result: { error: { description: [expect.stringContaining("10 characters")] } } });
  });

  it("the API's 422 about the screenshot is said about the whole form, the text kept", async () => {
    post.mockRejectedValueOnce(
      new ApiError({
        message: "The screenshot must be a PNG image.",
        code: "VALIDATION_ERROR",
        status: 422,
        errors: { screenshot: ["The screenshot must be a PNG image."] },
      }),
    );
    const answer = (await bugReportClientAction(request(text, png), vi.fn())) as {
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(answer.result.error[""]).toEqual(["The screenshot must be a PNG image."]);
    expect(answer.result.initialValue.description).toBe(text.description);
  });

  it("no answer at all keeps the page and shows the SPEC's network toast", async () => {
    post.mockRejectedValueOnce(new ApiError({ message: "Network error", code: "NETWORK_ERROR", status: 0 }));
    expect(await bugReportClientAction(request(text, png), vi.fn())).toEqual({ result: null, networkFailure: true });
    expect(showToast).toHaveBeenCalledOnce();
  });

  it("an expired form or one already sent is said by the form in the page's language (issue 39)", async () => {
    /** The page's `shell` catalog, as the widget's dialog has it (the macros' ids are hashes of the source). */
    const pageSay = (language: string) => {
      const file = path.resolve(import.meta.dirname, `../../../locales/${language}/shell.po`);
      const entries = [...readPo(readFileSync(file, "utf8"))].map(([source, said]) => [
        generateMessageId(source),
        said,
      ]);
      const i18n = setupI18n({ locale: language, messages: { [language]: Object.fromEntries(entries) } });
      i18n.setMessagesCompiler(compileMessage);
      return (descriptor: MessageDescriptor) => i18n._(descriptor);
    };
    const formError = async (error: InstanceType<typeof ApiError>) => {
      post.mockRejectedValueOnce(error);
      const answer = (await bugReportClientAction(request(text, png), vi.fn())) as {
        result: { error: Record<string, string[]> };
      };
      return answer.result.error[""]?.[0];
    };
    const expired = await formError(new ApiError({ message: "CSRF token mismatch.", code: "API_ERROR", status: 419 }));
    expect(sayFormError(pageSay("de"), expired)).toBe(
      "Dieses Formular war abgelaufen. Bitte prüfe es und schick es noch einmal ab.",
    );
    expect(sayFormError(pageSay("fr"), expired)).toMatch(/^Ce formulaire avait expiré/);
    expect(sayFormError(pageSay("en"), expired)).toBe("This form had expired. Please check it and send it again.");
    const resent = await formError(
      new ApiError({
        message: "Taken",
        code: "VALIDATION_ERROR",
        status: 422,
        errors: { idempotency_key: ["This key was used for another request."] },
      }),
    );
    expect(sayFormError(pageSay("de"), resent)).toMatch(/^Dieses Formular wurde/);
    // The API's own words (already in the page's language) stay as they are.
    expect(sayFormError(pageSay("de"), "Der Screenshot muss ein PNG-Bild sein.")).toBe(
      "Der Screenshot muss ein PNG-Bild sein.",
    );
  });
});
