import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { loginWaitMessage, verificationResendMessages } from "../../modules/auth/auth.limits.ts";
import { sessionClient } from "../sessions/testing.ts";

let t: TestApp;
let now = Date.parse("2026-03-02T09:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ deps: { clock: () => new Date(now) } });
});
afterAll(() => t?.close());

describe("rate limits", () => {
  it("login: 5 failures per email+IP, then a 429 with Retry-After for that pair, even with the right password (decision 501)", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await c.post("/api/login", { email: user.email, password: "wrong-pass-123" })).statusCode).toBe(422);
    }
    const blocked = await c.post("/api/login", { email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { message: loginWaitMessage(60), code: "RATE_LIMITED", status: 429 } });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another address is not affected, and the window passes.
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "10.0.0.9",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(res.statusCode).toBe(419); // reached the CSRF check, not the limiter: proves keying on IP
    now += 15 * 60_000 + 1000;
    expect((await c.post("/api/login", { email: user.email, password: user.password })).statusCode).toBe(204);
  });

  it("login: 30 attempts per minute per IP", async () => {
    now += 61_000; // a fresh per-IP window
    const c = sessionClient(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push(
        (await c.post("/api/login", { email: `ip-limit-${i}@example.test`, password: "wrong-pass-123" })).statusCode,
      );
    }
    expect(codes.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it("forgot-password: limited per email", async () => {
    const c = sessionClient(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await c.post("/api/forgot-password", { email: "limit@example.test" })).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("register: limited per email", async () => {
    const c = sessionClient(t.app);
    const codes: number[] = [];
    const body = {
      name: "Limit Smith",
      email: "reg-limit@example.test",
      password: "forge-and-anvil-9",
      password_confirmation: "forge-and-anvil-9",
    };
    for (let i = 0; i < 6; i++) codes.push((await c.post("/api/register", body)).statusCode);
    expect(codes).toEqual([201, 422, 422, 422, 422, 429]); // created, then taken (decision 500), then limited
  });

  it("register: limited per IP", async () => {
    now += 61 * 60_000; // a fresh per-IP window
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const email = `reg-ip-${i}@example.test`;
      const body = {
        name: "Ip Smith",
        email,
        password: "forge-and-anvil-9",
        password_confirmation: "forge-and-anvil-9",
      };
      codes.push((await sessionClient(t.app).post("/api/register", body)).statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(201), 429]);
  });

  it("the verification resend: one a minute, five an hour, each refusal saying when to try again", async () => {
    now += 61 * 60_000;
    const user = await createUser(t.db, { verified: false });
    const c = sessionClient(t.app);
    await c.login(user.email, user.password);
    expect((await c.post("/api/email/verification-notification")).statusCode).toBe(202);
    const again = await c.post("/api/email/verification-notification");
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toBe(verificationResendMessages.minute);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      now += 61_000;
      codes.push((await c.post("/api/email/verification-notification")).statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 429]);
    now += 61_000;
    const lastRefusal = await c.post("/api/email/verification-notification");
    expect(lastRefusal.json().error.message).toBe(verificationResendMessages.hour);
  });

  it("RATE_LIMITS=off disables them", async () => {
    const off = await createTestApp({ env: { RATE_LIMITS: "off" } });
    try {
      const c = sessionClient(off.app);
      for (let i = 0; i < 7; i++)
        expect((await c.post("/api/forgot-password", { email: "x@example.test" })).statusCode).toBe(202);
    } finally {
      await off.close();
    }
  });
});
