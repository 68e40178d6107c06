import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { sessionClient } from "./testing.ts";

// Issue 36 point 10: over https the session cookie is `__Host-guildforge_session` (Secure, Path=/,
// no Domain) in every environment, not only with NODE_ENV=production; over http the plain name.

const sessionCookieLine = (setCookie: string | string[] | undefined, name: string) =>
  ([] as string[]).concat(setCookie ?? []).find((line) => line.startsWith(`${name}=`));

describe.each([
  {
    appUrl: "https://guildforge.example",
    name: "__Host-guildforge_session",
    other: "guildforge_session",
    secure: true,
  },
  { appUrl: "http://localhost:3000", name: "guildforge_session", other: "__Host-guildforge_session", secure: false },
])("session cookie with APP_URL $appUrl", ({ appUrl, name, other, secure }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: "off", APP_URL: appUrl } });
  });
  afterAll(() => t?.close());

  it(`is named ${name}${secure ? " with Secure, Path=/ and no Domain" : " without Secure"}`, async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    const res = await c.post("/api/login", { email: user.email, password: user.password });
    expect(res.statusCode).toBe(204);
    const line = sessionCookieLine(res.headers["set-cookie"], name) as string;
    expect(line).toBeDefined();
    expect(sessionCookieLine(res.headers["set-cookie"], other)).toBeUndefined();
    const attributes = line.split(";").map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("path=/");
    expect(attributes).toContain("httponly");
    expect(attributes.includes("secure")).toBe(secure);
    expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);

    // The session is read under that name only.
    const secret = c.cookies.get(name) as string;
    const as = (cookieName: string) =>
      t.app.inject({ url: "/api/user", headers: { cookie: `${cookieName}=${encodeURIComponent(secret)}` } });
    expect((await as(name)).statusCode).toBe(200);
    expect((await as(other)).statusCode).toBe(401);
  });

  it("the pre-session CSRF cookie follows the same rule", async () => {
    const res = await t.app.inject({ url: "/api/csrf-cookie" });
    const prefixed = name.startsWith("__Host-");
    const line = sessionCookieLine(res.headers["set-cookie"], prefixed ? "__Host-guildforge_csrf" : "guildforge_csrf");
    expect(line).toBeDefined();
    expect(/;\s*Secure/i.test(line as string)).toBe(secure);
  });
});
