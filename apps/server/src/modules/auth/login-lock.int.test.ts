import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import type { MailMessage } from "../../platform/mail/mail.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { authLimits, loginWaitMessage } from "./auth.limits.ts";

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
/** A fresh client address (X-Forwarded-For, trusted here): one with no failures for any account. */
const freshIp = () => {
  ipSeq += 1;
  return `198.51.${100 + Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
};
const loginFrom = (ip: string, email: string, password: string) =>
  sessionClient(t.app).post("/api/login", { email, password }, { "x-forwarded-for": ip });
const loginFromNewIp = (email: string, password: string) => loginFrom(freshIp(), email, password);
const wrong = "wrong-pass-123";
const failedSignInMails = (email: string) => sent.filter((m) => m.to === email && /failed sign-ins/.test(m.subject));
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers["retry-after"]);

/** A day later: every window of the previous test has ended. */
const nextDay = () => {
  now += 24 * 60 * 60_000 + 60_000;
};

describe("failed sign-ins per (account, address) wait progressively (decision 501)", () => {
  it("5 failures are free; then the pair waits 1, 2, 4... minutes, even with the right password; other addresses do not", async () => {
    nextDay();
    const user = await createUser(t.db, { name: "Pair Smith" });
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await loginFrom(ip, user.email, wrong)).statusCode).toBe(422);
    const held = await loginFrom(ip, user.email, user.password);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      error: { message: loginWaitMessage(60), code: "RATE_LIMITED", status: 429 },
    });
    expect(held.json().error.message).toMatch(/wait a minute and try again, or reset your password/);
    expect(retryAfter(held)).toBeGreaterThan(0);
    expect(retryAfter(held)).toBeLessThanOrEqual(60);
    // The owner, from an address with no failures, is let in at once.
    expect((await loginFromNewIp(user.email, user.password)).statusCode).toBe(204);
    // The minute passes; one more failure from the pair doubles the wait.
    now += 61_000;
    expect((await loginFrom(ip, user.email, wrong)).statusCode).toBe(422);
    const longer = await loginFrom(ip, user.email, user.password);
    expect(longer.statusCode).toBe(429);
    expect(retryAfter(longer)).toBeGreaterThan(60);
    expect(retryAfter(longer)).toBeLessThanOrEqual(120);
    now += 121_000;
    expect((await loginFrom(ip, user.email, wrong)).statusCode).toBe(422);
    expect(retryAfter(await loginFrom(ip, user.email, user.password))).toBeGreaterThan(120);
    now += 241_000;
    // The right password from the pair, once its wait is over, gets in and clears its count.
    expect((await loginFrom(ip, user.email, user.password)).statusCode).toBe(204);
    for (let i = 0; i < 5; i++) expect((await loginFrom(ip, user.email, wrong)).statusCode).toBe(422);
    expect(retryAfter(await loginFrom(ip, user.email, wrong))).toBeLessThanOrEqual(60);
  });

  it("attempts sent at once from one address: only the 5 free ones are checked, the rest wait", async () => {
    nextDay();
    const user = await createUser(t.db);
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => loginFrom(ip, user.email, wrong)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(422), ...Array(7).fill(429)]);
    // Even the right password, sent with them, would have waited; it does now.
    expect((await loginFrom(ip, user.email, user.password)).statusCode).toBe(429);
  });

  it("the wait is capped at 15 minutes", async () => {
    nextDay();
    const user = await createUser(t.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await loginFrom(ip, user.email, wrong);
    for (let i = 0; i < 6; i++) {
      now += 16 * 60_000;
      expect((await loginFrom(ip, user.email, wrong)).statusCode).toBe(422);
    }
    const held = await loginFrom(ip, user.email, user.password);
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held)).toBe(15 * 60);
  });

  it("an unknown email gets the same answers, and nobody is mailed", async () => {
    nextDay();
    const user = await createUser(t.db);
    const ghost = "nobody-here@example.test";
    const before = sent.length;
    const answers = async (email: string) => {
      const ip = freshIp();
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await loginFrom(ip, email, wrong)).statusCode);
      const held = await loginFrom(ip, email, wrong);
      return { codes, status: held.statusCode, body: held.json(), retry: retryAfter(held) };
    };
    const known = await answers(user.email);
    const unknown = await answers(ghost);
    expect(unknown).toEqual(known);
    expect(known.codes).toEqual([422, 422, 422, 422, 422]);
    expect(known.status).toBe(429);
    expect(sent.slice(before)).toEqual([]);
  });
});

describe("the account-wide ceiling never locks the owner out (decision 501)", () => {
  it("100 strangers' failures: the owner still signs in from a clean address, is mailed once, and failing addresses wait 15 minutes", async () => {
    nextDay();
    const user = await createUser(t.db, { name: "Ceiling Smith" });
    const { max } = authLimits.loginFailuresPerAccount;
    // Strangers spread over many addresses, fewer than 5 failures each: no pair waits yet.
    const strangers = Array.from({ length: 25 }, freshIp);
    for (let i = 0; i < max; i++) {
      expect((await loginFrom(strangers[i % strangers.length] as string, user.email, wrong)).statusCode).toBe(422);
    }
    // The owner, from an address with no failures, with the right password: in.
    expect((await loginFromNewIp(user.email, user.password)).statusCode).toBe(204);
    // Past the ceiling, an address that fails waits the longest delay after each failure...
    const stranger = strangers[0] as string;
    expect((await loginFrom(stranger, user.email, wrong)).statusCode).toBe(422);
    const held = await loginFrom(stranger, user.email, wrong);
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held)).toBeGreaterThan(14 * 60);
    expect(retryAfter(held)).toBeLessThanOrEqual(15 * 60);
    // ...from its first failure, even a new address.
    const newcomer = freshIp();
    expect((await loginFrom(newcomer, user.email, wrong)).statusCode).toBe(422);
    expect((await loginFrom(newcomer, user.email, user.password)).statusCode).toBe(429);
    // The owner is still let in from a clean address, and was mailed once, when the ceiling began.
    expect((await loginFromNewIp(user.email, user.password)).statusCode).toBe(204);
    const mails = failedSignInMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${max} failed attempts to sign in`);
    expect(mails[0]?.text).toContain("You can still sign in as usual with your password");
    expect(mails[0]?.text).toContain("/forgot-password");
    expect(mails[0]?.text).not.toMatch(/paused|locked/i);
  });

  it("a password reset starts the account-wide count again", async () => {
    nextDay();
    const user = await createUser(t.db);
    const { max } = authLimits.loginFailuresPerAccount;
    const strangers = Array.from({ length: 25 }, freshIp);
    for (let i = 0; i < max; i++) await loginFrom(strangers[i % strangers.length] as string, user.email, wrong);
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
    const password = "fresh-bellows-42";
    const reset = await sessionClient(t.app).post("/api/reset-password", {
      token: link?.searchParams.get("token"),
      email: user.email,
      password,
      password_confirmation: password,
    });
    expect(reset.statusCode).toBe(204);
    // Below the ceiling again: a new address has its 5 free failures.
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await loginFrom(ip, user.email, wrong)).statusCode).toBe(422);
    expect((await loginFromNewIp(user.email, password)).statusCode).toBe(204);
  });
});

describe("forgot-password does its database work in the job queue (decision 232)", () => {
  it("known and unknown emails make the same request: one queued job, no mail, no lookup in the request", async () => {
    nextDay();
    const known = await createUser(t.db);
    const send = vi.spyOn(t.app.jobs, "send");
    try {
      for (const email of [known.email, "ghost-forgot@example.test"]) {
        send.mockClear();
        const before = sent.length;
        const res = await sessionClient(t.app).post("/api/forgot-password", { email });
        expect(res.statusCode).toBe(202);
        expect(send.mock.calls.map((c) => [c[0], c[1]])).toEqual([["auth.password-reset", { email, language: "en" }]]);
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
