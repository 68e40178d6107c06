import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { messages, users } from "../../db/schema/index.ts";
import { createClass, signedIn } from "../applications/testing.ts";
import { messagesService } from "./index.ts";
import { startConversation } from "./messages.test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

const pair = () => startConversation(t, "Hello, is the class suitable for beginners?");

describe("conversations", () => {
  it("starts, reopens, lists with unread counts and search, and pages the thread", async () => {
    const { teacher, student, cls, id } = await pair();
    const again = await student.client.post("/api/conversations", {
      user_id: teacher.user.id,
      class_id: cls.id,
      body: "Also, do I need boots?",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.conversation.id).toBe(id);

    const list = await teacher.client.get("/api/conversations");
    expect(list.statusCode).toBe(200);
    const conv = list.json().data.find((c: { id: number }) => c.id === id);
    expect(conv).toMatchObject({ unread_count: 2, can_send: true, class: { id: cls.id, title: cls.title } });
    expect(conv.last_message.excerpt).toBe("Also, do I need boots?");
    expect((await teacher.client.get("/api/conversations/unread-count")).json().unread_count).toBe(2);
    const search = await teacher.client.get(`/api/conversations?q=${encodeURIComponent(cls.title.slice(0, 12))}`);
    expect(search.json().data.map((c: { id: number }) => c.id)).toContain(id);
    const none = await teacher.client.get("/api/conversations?q=zzzz-nothing");
    expect(none.json().data).toEqual([]);

    const page1 = await teacher.client.get(`/api/conversations/${id}/messages?limit=1`);
    expect(page1.json().data.map((m: { body: string }) => m.body)).toEqual(["Also, do I need boots?"]);
    const cursor = page1.json().meta.next_cursor;
    expect(cursor).toBeTruthy();
    const page2 = await teacher.client.get(`/api/conversations/${id}/messages?limit=1&cursor=${cursor}`);
    expect(page2.json().data[0].body).toBe("Hello, is the class suitable for beginners?");
    expect(page2.json().meta.next_cursor).toBeNull();
  });

  it("refuses cold messages by students to students (403) and lets admins message anyone", async () => {
    const a = await signedIn(t.app, t.db);
    const b = await signedIn(t.app, t.db);
    const res = await a.client.post("/api/conversations", { user_id: b.user.id, body: "hi" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/instructors and hosts/);
    const admin = await signedIn(t.app, t.db, ["admin"]);
    expect((await admin.client.post("/api/conversations", { user_id: b.user.id, body: "hi" })).statusCode).toBe(201);
  });

  it("lets an instructor message their own applicant but not another student", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true });
    const applicant = await signedIn(t.app, t.db);
    const apply = await applicant.client.post(`/api/classes/${cls.id}/applications`, {
      experience_level: "some",
      safety_version: cls.safetyVersion,
      safety_acknowledgements: cls.safetyRequirements,
      age_confirmed: true,
    });
    expect(apply.statusCode).toBe(201);
    const stranger = await signedIn(t.app, t.db);
    const ok = await teacher.client.post("/api/conversations", { user_id: applicant.user.id, body: "Welcome!" });
    expect(ok.statusCode).toBe(201);
    const no = await teacher.client.post("/api/conversations", { user_id: stranger.user.id, body: "Hi" });
    expect(no.statusCode).toBe(403);
  });

  it("answers 404 to a user outside the conversation for read, send and mark-read", async () => {
    const { id } = await pair();
    const outsider = await signedIn(t.app, t.db, ["admin"]);
    expect((await outsider.client.get(`/api/conversations/${id}/messages`)).statusCode).toBe(404);
    expect((await outsider.client.post(`/api/conversations/${id}/messages`, { body: "x" })).statusCode).toBe(404);
    expect((await outsider.client.post(`/api/conversations/${id}/read`, {})).statusCode).toBe(404);
    expect((await outsider.client.get("/api/conversations/999999/messages")).statusCode).toBe(404);
  });

  it("rejects empty, whitespace-only and over-long bodies with 422 and stores nothing", async () => {
    const { student, id } = await pair();
    for (const body of ["", "   \n ", "x".repeat(5001)]) {
      const res = await student.client.post(`/api/conversations/${id}/messages`, { body });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.body[0]).toMatch(/Write a message|under 5,000/);
    }
    const rows = await t.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(rows).toHaveLength(1);
  });

  it("stores one message for a retried send with the same Idempotency-Key", async () => {
    const { student, id } = await pair();
    const headers = { "idempotency-key": `msg-${id}-retry` };
    const first = await student.client.post(`/api/conversations/${id}/messages`, { body: "Once only" }, headers);
    const second = await student.client.post(`/api/conversations/${id}/messages`, { body: "Once only" }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.json().data.message.id).toBe(first.json().data.message.id);
    const rows = await t.db.select().from(messages).where(eq(messages.body, "Once only"));
    expect(rows.filter((r) => r.conversationId === id)).toHaveLength(1);
  });

  it("publishes message.sent to both sides and message.read to the sender; read receipts show Seen", async () => {
    const { teacher, student, id } = await pair();
    const publish = vi.spyOn(t.app.realtime, "publish");
    const sent = await student.client.post(`/api/conversations/${id}/messages`, { body: "Are you there?" });
    expect(sent.statusCode).toBe(201);
    const channels = publish.mock.calls.filter((c) => c[1] === "message.sent").map((c) => c[0]);
    expect(channels.sort()).toEqual([`private-user.${student.user.id}`, `private-user.${teacher.user.id}`].sort());
    const read = await teacher.client.post(`/api/conversations/${id}/read`, {});
    expect(read.statusCode).toBe(200);
    expect(publish).toHaveBeenCalledWith(
      `private-user.${student.user.id}`,
      "message.read",
      expect.objectContaining({ conversation_id: id, reader_id: teacher.user.id }),
    );
    publish.mockRestore();
    const thread = await student.client.get(`/api/conversations/${id}/messages`);
    expect(thread.json().data.every((m: { read_at: string | null }) => m.read_at !== null)).toBe(true);
    expect((await teacher.client.get("/api/conversations/unread-count")).json().unread_count).toBe(0);
  });

  it("blocks both ways with a neutral message to the blocked person; the thread stays readable; unblock restores", async () => {
    const { teacher, student, id } = await pair();
    expect((await teacher.client.post(`/api/users/${student.user.id}/block`, {})).statusCode).toBe(204);
    const fromBlocked = await student.client.post(`/api/conversations/${id}/messages`, { body: "Hello?" });
    expect(fromBlocked.statusCode).toBe(403);
    expect(fromBlocked.json().error.message).not.toMatch(/block/i);
    const fromBlocker = await teacher.client.post(`/api/conversations/${id}/messages`, { body: "Hi" });
    expect(fromBlocker.statusCode).toBe(403);
    expect(fromBlocker.json().error.message).toMatch(/Unblock/);
    expect((await student.client.get(`/api/conversations/${id}/messages`)).statusCode).toBe(200);
    const conv = (await student.client.get("/api/conversations")).json().data.find((c: { id: number }) => c.id === id);
    expect(conv).toMatchObject({ can_send: false, blocked_by_me: false });
    expect((await teacher.client.delete(`/api/users/${student.user.id}/block`)).statusCode).toBe(204);
    expect((await student.client.post(`/api/conversations/${id}/messages`, { body: "Back" })).statusCode).toBe(201);
  });

  it("appends an email reply once per Message-ID and refuses outsiders and blocked senders", async () => {
    const { teacher, student, id } = await pair();
    const reply = {
      conversationId: id,
      userId: teacher.user.id,
      body: "Yes, boots please.",
      messageId: `<r-${id}@mail>`,
    };
    expect(await messagesService(t.app).appendEmailReply(reply)).toBe("appended");
    expect(await messagesService(t.app).appendEmailReply(reply)).toBe("duplicate");
    const rows = await t.db.select().from(messages).where(eq(messages.emailMessageId, reply.messageId));
    expect(rows).toMatchObject([{ via: "email", senderId: teacher.user.id }]);
    const outsider = await signedIn(t.app, t.db);
    expect(
      await messagesService(t.app).appendEmailReply({ ...reply, userId: outsider.user.id, messageId: "<o@x>" }),
    ).toBe("refused");
    await student.client.post(`/api/users/${teacher.user.id}/block`, {});
    expect(await messagesService(t.app).appendEmailReply({ ...reply, messageId: "<b@x>" })).toBe("refused");
  });
});

describe("reports and moderation", () => {
  it("a participant reports a message; admins see it in context and suspend the sender", async () => {
    const { teacher, student, id } = await pair();
    const bad = await teacher.client.post(`/api/conversations/${id}/messages`, { body: "Something rude" });
    const messageId = bad.json().data.message.id;
    const outsider = await signedIn(t.app, t.db);
    const hidden = await outsider.client.post("/api/reports", {
      message_id: messageId,
      reason: "I saw this somewhere",
    });
    expect(hidden.statusCode).toBe(404);
    const rep = await student.client.post("/api/reports", { message_id: messageId, reason: "This message was rude." });
    expect(rep.statusCode).toBe(201);
    expect(rep.json().data).toMatchObject({ status: "open", reported_user: { id: teacher.user.id } });
    expect((await student.client.get("/api/admin/reports")).statusCode).toBe(403);
    const admin = await signedIn(t.app, t.db, ["admin"]);
    const queue = await admin.client.get("/api/admin/reports");
    const item = queue.json().data.find((r: { id: number }) => r.id === rep.json().data.id);
    expect(item.context.map((m: { body: string }) => m.body)).toContain("Something rude");
    const decided = await admin.client.post(`/api/admin/reports/${item.id}/decision`, { action: "suspend" });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toMatchObject({ status: "suspended", decided_by: { id: admin.user.id } });
    const [row] = await t.db.select().from(users).where(eq(users.id, teacher.user.id));
    expect(row?.suspendedAt).toBeInstanceOf(Date);
    const twice = await admin.client.post(`/api/admin/reports/${item.id}/decision`, { action: "dismiss" });
    expect(twice.statusCode).toBe(409);
  });
});
