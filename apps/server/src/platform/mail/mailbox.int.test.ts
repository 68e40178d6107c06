import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { sessionClient } from "../sessions/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
});
afterAll(() => t?.close());

async function waitForMailbox(count: number) {
  for (let i = 0; i < 100; i++) {
    const res = await t.app.inject({ url: "/dev/mailbox.json" });
    if (res.json().data.length >= count) return res.json().data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("mail never reached the outbox");
}

describe("development outbox and /dev/mailbox", () => {
  it("without SMTP_URL, queued mail lands in the outbox and the mailbox page links to it", async () => {
    const res = await sessionClient(t.app).post("/api/register", {
      name: "Otto Box",
      email: "otto@example.test",
      password: "forge-and-anvil-9",
      password_confirmation: "forge-and-anvil-9",
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await waitForMailbox(1);
    expect(mail).toMatchObject({ to: "otto@example.test", subject: "Verify your Guildforge email address" });
    const page = await t.app.inject({ url: "/dev/mailbox" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("Verify your Guildforge email address");
    expect(page.body).toMatch(/<a href="http:\/\/localhost:\d+\/verify-email\?id=/);
  });

  it("does not exist in production", async () => {
    const prod = await createTestApp({ env: { RATE_LIMITS: "off" }, config: { isProduction: true } });
    try {
      expect((await prod.app.inject({ url: "/dev/mailbox" })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it("answers only to loopback clients, whatever X-Forwarded-For says", async () => {
    const behindProxy = await createTestApp({ env: { RATE_LIMITS: "off" }, config: { trustProxy: true } });
    try {
      for (const url of ["/dev/mailbox", "/dev/mailbox.json"]) {
        const remote = await behindProxy.app.inject({
          url,
          remoteAddress: "203.0.113.7",
          headers: { "x-forwarded-for": "127.0.0.1" },
        });
        expect(remote.statusCode, url).toBe(404);
        expect(remote.body, url).not.toContain("outbox");
        for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
          const local = await behindProxy.app.inject({ url, remoteAddress });
          expect(local.statusCode, `${url} from ${remoteAddress}`).toBe(200);
        }
      }
    } finally {
      await behindProxy.close();
    }
  });

  it("answers only when the Host header names this machine (DNS rebinding), with the 404 error body otherwise", async () => {
    for (const url of ["/dev/mailbox", "/dev/mailbox.json"]) {
      for (const host of ["rebind.attacker.example", "rebind.attacker.example:3000", "127.0.0.1.nip.io:3000"]) {
        const res = await t.app.inject({ url, headers: { host } });
        expect(res.statusCode, `${url} Host ${host}`).toBe(404);
        expect(res.json(), `${url} Host ${host}`).toEqual({
          error: { message: "Not found.", code: "NOT_FOUND", status: 404 },
        });
      }
      for (const host of ["localhost:3000", "127.0.0.1:3100", "[::1]:3000", "guildforge.localhost"]) {
        const res = await t.app.inject({ url, headers: { host } });
        expect(res.statusCode, `${url} Host ${host}`).toBe(200);
      }
    }
  });

  it("a mail enqueued in a transaction that rolls back is never sent", async () => {
    await t.db
      .transaction(async (tx) => {
        await t.app.mail.enqueue({ to: "rollback@example.test", subject: "never", text: "x", html: "x" }, { db: tx });
        throw new Error("roll back");
      })
      .catch(() => {});
    await t.app.mail.enqueue({ to: "committed@example.test", subject: "sent", text: "x", html: "x" });
    const all = await waitForMailbox(2);
    expect(all.map((m: { to: string }) => m.to)).toContain("committed@example.test");
    expect(all.map((m: { to: string }) => m.to)).not.toContain("rollback@example.test");
  });
});
