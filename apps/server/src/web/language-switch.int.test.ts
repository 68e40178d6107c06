import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { users } from "../db/schema/index.ts";
import { productionWeb } from "./ssr.ts";

// Issue 39: the language switcher posts to /language (a resource route's action). The page handler
// checks its form token; the action sets the `lang` cookie, stores the account's language when someone
// is signed in, and answers 303 to the same page in that language, never to another site.

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const origin = "http://localhost:3000";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off", APP_URL: origin }, deps: { web: productionWeb } });
}, 180_000);
afterAll(() => t?.close());

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers["set-cookie"];
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
}

function cookieFrom(res: { headers: Record<string, unknown> }, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const line of setCookies(res)) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.split("=")[0] ?? "";
    if (pair.split("=")[1]) jar.set(name, pair);
    else jar.delete(name);
  }
  return [...jar.values()].join("; ");
}

function page(url: string, cookie = "", headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers: { host: "localhost:3000", "user-agent": browserUA, cookie, ...headers } });
}

async function tokenOf(url: string, cookie = ""): Promise<{ token: string; cookie: string }> {
  const res = await page(url, cookie);
  const token = /name="_csrf" value="([^"]+)"/.exec(res.body)?.[1];
  expect(token, `${url} renders a form token`).toBeDefined();
  return { token: token as string, cookie: cookieFrom(res, cookie) };
}

function post(url: string, form: Record<string, string>, cookie = "") {
  return t.app.inject({
    method: "POST",
    url,
    headers: {
      host: "localhost:3000",
      "user-agent": browserUA,
      "content-type": "application/x-www-form-urlencoded",
      origin,
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

async function signIn() {
  const user = await createUser(t.db);
  const { token, cookie } = await tokenOf("/login");
  const res = await post("/login", { _csrf: token, email: user.email, password: user.password }, cookie);
  expect(res.statusCode).toBe(303);
  return { user, cookie: cookieFrom(res, cookie) };
}

describe("POST /language", () => {
  it("signed out: sets the cookie and answers 303 to the same page and query in the chosen language", async () => {
    const { token, cookie } = await tokenOf("/classes");
    const res = await post("/language", { _csrf: token, language: "de", redirect_to: "/classes?q=knife" }, cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/de/classes?q=knife");
    expect(setCookies(res).find((l) => l.startsWith("lang="))).toMatch(
      /^lang=de; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );

    // The unprefixed page now follows the cookie; the German page says so in <html lang>.
    const german = await page("/classes", cookieFrom(res, cookie));
    expect(german.body).toMatch(/<html lang="de"/);

    const back = await post("/language", { _csrf: token, language: "en", redirect_to: "/de/classes" }, cookie);
    expect(back.headers.location).toBe("/classes");
    expect(setCookies(back).some((l) => l.startsWith("lang=en;"))).toBe(true);
  });

  it("signed in: stores the language on the account, which then decides unprefixed pages", async () => {
    const { user, cookie } = await signIn();
    const { token, cookie: withToken } = await tokenOf("/settings/notifications", cookie);
    const res = await post(
      "/language",
      { _csrf: token, language: "fr", redirect_to: "/settings/notifications" },
      withToken,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/fr/settings/notifications");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe("fr");

    // Without the cookie (another browser), the account's language still wins over Accept-Language.
    const elsewhere = await page("/settings/notifications", withToken, { "accept-language": "de" });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toMatch(/<html lang="fr"/);

    // "Follow my browser" clears both.
    const { token: again, cookie: c2 } = await tokenOf("/fr/settings/notifications", withToken);
    const cleared = await post(
      "/language",
      { _csrf: again, language: "browser", redirect_to: "/fr/settings/notifications" },
      c2,
    );
    expect(cleared.headers.location).toBe("/settings/notifications");
    expect(setCookies(cleared).find((l) => l.startsWith("lang="))).toMatch(/^lang=; Path=\/; Max-Age=0/);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.language).toBeNull();
  });

  it("never redirects to another site", async () => {
    const { token, cookie } = await tokenOf("/");
    for (const target of ["https://evil.example/", "//evil.example/", "/\\evil.example", "/a/..//evil.example"]) {
      const res = await post("/language", { _csrf: token, language: "fr", redirect_to: target }, cookie);
      expect(res.statusCode, target).toBe(303);
      expect(res.headers.location, target).toBe("/fr");
    }
  });

  it("refuses a POST without its form token, and a language we do not write in", async () => {
    const { token, cookie } = await tokenOf("/");
    const noToken = await post("/language", { language: "de", redirect_to: "/" }, cookie);
    expect(noToken.statusCode).toBe(419);
    expect(setCookies(noToken).some((l) => l.startsWith("lang="))).toBe(false);
    const wrong = await post("/language", { _csrf: token, language: "es", redirect_to: "/" }, cookie);
    expect(wrong.statusCode).toBe(422);
    expect(setCookies(wrong).some((l) => l.startsWith("lang="))).toBe(false);
  });
});

describe("canonical, hreflang and Vary", () => {
  it("an unprefixed page served in German by the cookie names /de as canonical and all three languages", async () => {
    const res = await page("/classes", "lang=de");
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/de/classes"/>`);
    for (const [lang, path] of [
      ["en", "/classes"],
      ["de", "/de/classes"],
      ["fr", "/fr/classes"],
      ["x-default", "/classes"],
    ]) {
      expect(res.body).toContain(`<link rel="alternate" hrefLang="${lang}" href="${origin}${path}"/>`);
    }
    // No shared cache hands one language's answer to another visitor: it is no-store, or varies on both.
    const shared = (r: typeof res) =>
      !/no-store|private/.test(String(r.headers["cache-control"])) &&
      !(/Cookie/.test(String(r.headers.vary)) && /Accept-Language/.test(String(r.headers.vary)));
    expect(shared(res)).toBe(false);
    expect(shared(await page("/classes", "", { "accept-language": "fr" }))).toBe(false);
  });
});
