import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { productionWeb } from "./ssr.ts";

// Issue 38 (decision 535): sign in, sign up and the verification resend post to route actions.
// The API's session cookie reaches the browser on the action's redirect; the form token is checked
// on /login as on every page form.

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const origin = "http://localhost:3000";
const expired = "This form had expired. Please check it and send it again.";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off", APP_URL: origin }, deps: { web: productionWeb } });
}, 180_000);
afterAll(() => t?.close());

async function tokenOf(url: string, cookie = ""): Promise<string> {
  const page = await t.app.inject({ url, headers: { host: "localhost:3000", "user-agent": browserUA, cookie } });
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
  expect(token, `${url} renders a form token`).toBeDefined();
  return token as string;
}

function post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const all: Record<string, string> = {
    host: "localhost:3000",
    "user-agent": browserUA,
    "content-type": "application/x-www-form-urlencoded",
    origin,
    ...headers,
  };
  return t.app.inject({
    method: "POST",
    url,
    headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== "")),
    payload: new URLSearchParams(form).toString(),
  });
}

/** The Set-Cookie lines of an answer, as one list. */
function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers["set-cookie"];
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
}

/** A Cookie header carrying every cookie an answer set (deleted ones left out). */
function cookieFrom(res: { headers: Record<string, unknown> }): string {
  return setCookies(res)
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair.split("=")[1])
    .join("; ");
}

const sessionLine = (res: { headers: Record<string, unknown> }) =>
  setCookies(res).find((line) => /^(__Host-)?guildforge_session=[^;]+/.test(line));

describe("sign in and sign up as page forms", () => {
  it("a right password answers 303 to the page's redirect with the session cookie the API set", async () => {
    const user = await createUser(t.db);
    const _csrf = await tokenOf("/login");
    const res = await post("/login?redirect=%2Fprofile", { _csrf, email: user.email, password: user.password });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/profile");
    expect(sessionLine(res)).toMatch(/HttpOnly/i);
    const me = await t.app.inject({
      url: "/api/user",
      headers: { cookie: cookieFrom(res), accept: "application/json" },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
  });

  it("a redirect to another site is not followed: the default page instead", async () => {
    const user = await createUser(t.db);
    for (const target of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      const _csrf = await tokenOf("/login");
      const url = `/login?${new URLSearchParams({ redirect: target })}`;
      const res = await post(url, { _csrf, email: user.email, password: user.password });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe("/dashboard");
    }
  });

  it("a wrong password is said on the email field; no session, and the password never comes back", async () => {
    const user = await createUser(t.db);
    const _csrf = await tokenOf("/login");
    const res = await post("/login", { _csrf, email: user.email, password: "not-the-password-9" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("These credentials do not match our records.");
    expect(res.body).toContain(`value="${user.email}"`);
    expect(res.body).not.toContain("not-the-password-9");
    expect(sessionLine(res)).toBeUndefined();
  });

  it("refuses /login without its form token: no session is started", async () => {
    const user = await createUser(t.db);
    const missing = await post("/login", { email: user.email, password: user.password });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain(expired);
    expect(sessionLine(missing)).toBeUndefined();
    const cross = await post(
      "/login",
      { _csrf: await tokenOf("/login"), email: user.email, password: user.password },
      { origin: "https://evil.example" },
    );
    expect(cross.statusCode).toBe(403);
    expect(sessionLine(cross)).toBeUndefined();
  });

  it("sign-up starts a session on its 303 to the verification gate; a taken email lands on its field", async () => {
    const email = `page-form-${Date.now()}@example.test`;
    const form = {
      name: "Brigid Page",
      email,
      password: "quench-and-temper-42",
      password_confirmation: "quench-and-temper-42",
    };
    const res = await post("/register", { _csrf: await tokenOf("/register"), ...form });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/email-verification-required");
    expect(sessionLine(res)).toBeDefined();
    const gate = await t.app.inject({
      url: "/email-verification-required",
      headers: { host: "localhost:3000", "user-agent": browserUA, cookie: cookieFrom(res) },
    });
    expect(gate.statusCode).toBe(200);
    expect(gate.body).toContain(email);

    const again = await post("/register", { _csrf: await tokenOf("/register"), ...form });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("An account with this email already exists.");
    expect(again.body).not.toContain("quench-and-temper-42");
    expect(sessionLine(again)).toBeUndefined();
  });

  it("the resend form's resource route sends the page back with a flash, and checks the form token", async () => {
    const user = await createUser(t.db, { verified: false });
    const _csrf0 = await tokenOf("/login");
    const signedIn = await post("/login", { _csrf: _csrf0, email: user.email, password: user.password });
    const cookie = cookieFrom(signedIn);
    const _csrf = await tokenOf("/email-verification-required", cookie);
    const res = await post("/verify-email/resend", { _csrf, back: "/profile" }, { cookie });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/profile");
    expect(setCookies(res).some((line) => line.startsWith("gf_flash="))).toBe(true);

    const offsite = await post("/verify-email/resend", { _csrf, back: "https://evil.example/" }, { cookie });
    expect(offsite.headers.location).toBe("/email-verification-required");

    const cross = await post(
      "/verify-email/resend",
      { _csrf, back: "/profile" },
      { cookie, origin: "https://evil.example" },
    );
    expect(cross.statusCode).toBe(403);
    const get = await t.app.inject({ url: "/verify-email/resend", headers: { "user-agent": browserUA, cookie } });
    expect(get.statusCode).toBe(302);
    expect(get.headers.location).toBe("/email-verification-required");
  });
});
