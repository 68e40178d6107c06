import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { notifications } from "../../db/schema/index.ts";
import { createClass, signedIn } from "../applications/testing.ts";
import { type DigestJob, runDigest } from "./message-digest.ts";

let t: TestApp;
let clock = new Date("2030-01-01T10:00:00Z");
const scheduled: { job: DigestJob; delayMs: number }[] = [];
const port = {
  async schedule(_tx: unknown, job: DigestJob, delayMs: number) {
    scheduled.push({ job, delayMs });
  },
};

beforeAll(async () => {
  t = await createTestApp({ deps: { clock: () => clock } });
  await t.app.ready();
});
afterAll(() => t?.close());

const digestDeps = () => ({
  db: t.db,
  events: t.app.events,
  now: () => clock,
  port,
  replyAddress: () => "reply+token@reply.example.test",
});

describe("message_received digest", () => {
  it("emails unread messages, waits while the thread is open, and rate limits sends per minute", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const student = await signedIn(t.app, t.db);
    const cls = await createClass(t.db, { instructorId: teacher.user.id });
    const res = await student.client.post("/api/conversations", {
      user_id: teacher.user.id,
      class_id: cls.id,
      body: "Can I bring my own hammer?",
    });
    const id = res.json().data.conversation.id as number;
    const job = { conversationId: id, userId: teacher.user.id };

    expect(await runDigest(digestDeps(), job)).toBe("sent");
    const stored = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, teacher.user.id), eq(notifications.type, "message_received")));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.message).toContain("Can I bring my own hammer?");
    // Nothing new since the email: no second one.
    expect(await runDigest(digestDeps(), job)).toBe("nothing");

    // The teacher has the thread open: the next digest waits.
    clock = new Date(clock.getTime() + 60_000);
    await teacher.client.get(`/api/conversations/${id}/messages`);
    await student.client.post(`/api/conversations/${id}/messages`, { body: "And gloves?" });
    scheduled.length = 0;
    expect(await runDigest(digestDeps(), job)).toBe("deferred");
    expect(scheduled).toHaveLength(1);
    clock = new Date(clock.getTime() + 3 * 60_000);
    expect(await runDigest(digestDeps(), job)).toBe("sent");

    // Per-sender limit: 20 sends a minute, then the SPEC's 429 body.
    let last = res;
    for (let i = 0; i < 21; i++) {
      last = await student.client.post(`/api/conversations/${id}/messages`, { body: `Message ${i}` });
      if (last.statusCode === 429) break;
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({ code: "RATE_LIMITED", status: 429 });
  });
});
