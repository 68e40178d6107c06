import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import type { MailMessage } from "../../platform/mail/mail.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { accountLockedMessage } from "./auth.limits.ts";

let t: TestApp;
let now = Date.parse("2026-04-01T09:00:00Z");
const sent: MailMessage[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" }, deps: { clock: () => new Date(now) } });
  const enqueue = t.app.mail.enqueue.bind(t.app.mail);
  vi.spyOn(t.app.mail, "enqueue").mockImplementation(async (message, options) => {
    sent.push(message);
    return enqueue(message, options);
  });
});
afterAll(() => t?.close());

let ipSeq = 0;
/** A sign-in from a fresh client IP (X-Forwarded-For, trusted here), so only per-account limits apply. */
const loginFromNewIp = (email: string, password: string) =>
  sessionClient(t.app).post("/api/login", { email, password }, { "x-forwarded-for": `198.51.100.${++ipSeq}` });

async function failTenTimes(email: string) {
  for (let i = 0; i < 10; i++) expect((await loginFromNewIp(email, "wrong-pass-123")).statusCode).toBe(422);
}

describe("failed sign-ins per account, across every IP (decision 231)", () => {
  it("10 failures from 10 IPs lock the account, even for the right password, and mail the owner once", async () => {
    const user = await createUser(t.db, { name: "Lock Smith" });
    await failTenTimes(user.email);
    const blocked = await loginFromNewIp(user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { message: accountLockedMessage, code: "RATE_LIMITED", status: 429 } });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    const mails = sent.filter((m) => m.to === user.email && /paused/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("/forgot-password");
    now += 15 * 60_000 + 1000;
    expect((await loginFromNewIp(user.email, user.password)).statusCode).toBe(204);
  });

  it("an unknown email locks the same way (no enumeration) and mails nobody", async () => {
    const before = sent.length;
    await failTenTimes("nobody-here@example.test");
    const blocked = await loginFromNewIp("nobody-here@example.test", "wrong-pass-123");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(accountLockedMessage);
    expect(sent.slice(before).filter((m) => /paused/.test(m.subject))).toEqual([]);
  });

  it("a successful sign-in clears the count", async () => {
    now += 24 * 60 * 60_000;
    const user = await createUser(t.db);
    for (let i = 0; i < 9; i++) await loginFromNewIp(user.email, "wrong-pass-123");
    expect((await loginFromNewIp(user.email, user.password)).statusCode).toBe(204);
    await failTenTimes(user.email);
    expect((await loginFromNewIp(user.email, user.password)).statusCode).toBe(429);
  });

  it("a password reset lifts the lock", async () => {
    now += 24 * 60 * 60_000;
    const user = await createUser(t.db);
    await failTenTimes(user.email);
    expect((await loginFromNewIp(user.email, user.password)).statusCode).toBe(429);
    expect((await sessionClient(t.app).post("/api/forgot-password", { email: user.email })).statusCode).toBe(202);
    let link: URL | undefined;
    await vi.waitFor(
      () => {
        const mail = sent.find((m) => m.to === user.email && /Reset your/.test(m.subject));
        const url = mail?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
        if (!url) throw new Error("no reset mail yet");
        link = new URL(url);
      },
      { timeout: 10_000, interval: 100 },
    );
    const token = link?.searchParams.get("token");
    const password = "fresh-bellows-42";
    const reset = await sessionClient(t.app).post("/api/reset-password", {
      token,
      email: user.email,
      password,
      password_confirmation: password,
    });
    expect(reset.statusCode).toBe(204);
    expect((await loginFromNewIp(user.email, password)).statusCode).toBe(204);
  });
});

describe("forgot-password does its database work in the job queue (decision 232)", () => {
  it("known and unknown emails make the same request: one queued job, no mail, no lookup in the request", async () => {
    now += 24 * 60 * 60_000;
    const known = await createUser(t.db);
    const send = vi.spyOn(t.app.jobs, "send");
    try {
      for (const email of [known.email, "ghost-forgot@example.test"]) {
        send.mockClear();
        const before = sent.length;
        const res = await sessionClient(t.app).post("/api/forgot-password", { email });
        expect(res.statusCode).toBe(202);
        expect(send.mock.calls.map((c) => [c[0], c[1]])).toEqual([["auth.password-reset", { email }]]);
        expect(sent.slice(before)).toEqual([]); // the request itself mailed nothing
      }
    } finally {
      send.mockRestore();
    }
    await vi.waitFor(
      () => {
        if (!sent.some((m) => m.to === known.email && /Reset your/.test(m.subject))) throw new Error("not yet");
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(sent.some((m) => m.to === "ghost-forgot@example.test")).toBe(false);
  });
});
