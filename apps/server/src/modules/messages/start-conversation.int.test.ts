import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  applications,
  classes,
  conversationMembers,
  conversations,
  messages,
  notifications,
} from "../../db/schema/index.ts";
import { createClass, createVenue, signedIn } from "../applications/testing.ts";
import { classNotPublished, classNotShared, noSuchClass } from "./conversation-class.ts";
import { conversationsRepository } from "./conversations.repository.ts";

// Decision 506 (issue 36 point 4): starting a conversation across a block writes nothing; its
// class is published and ties both people; a draft's title never reaches who may not see it;
// starting one needs a verified email.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

type Person = Awaited<ReturnType<typeof signedIn>>;

/** Every row a start between these two people could have written. */
async function writtenFor(a: Person, b: Person) {
  const [low, high] = [a.user.id, b.user.id].sort((x, y) => x - y) as [number, number];
  const convs = await t.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  const ids = convs.length ? convs.map((c) => c.id) : [-1];
  const members = await t.db.select().from(conversationMembers).where(inArray(conversationMembers.conversationId, ids));
  const sent = await t.db.select().from(messages).where(inArray(messages.conversationId, ids));
  const notes = await t.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, [low, high]), eq(notifications.type, "message_received")));
  return { conversations: convs.length, members: members.length, messages: sent.length, notifications: notes.length };
}

/** `student` applied to `cls` (pending). */
async function applied(cls: { id: number; safetyRequirements: string[] }, student: Person) {
  await t.db.insert(applications).values({
    classId: cls.id,
    studentId: student.user.id,
    experienceLevel: "some",
    safetyVersion: 1,
    safetyAcknowledgedAt: new Date(),
    safetyAcknowledgements: cls.safetyRequirements,
    ageConfirmed: true,
  });
}

/** The 422 on `class_id` (docs/product.md#errors: the first message also as `message`). */
const classRefusal = (message: string) => ({ message, errors: { class_id: [message] } });

const inbox = async (p: Person) => (await p.client.get("/api/conversations")).json().data as unknown[];
const nothing = { conversations: 0, members: 0, messages: 0, notifications: 0 };

describe("starting a conversation across a block", () => {
  it("writes nothing either way: no thread, members, message, notification or live event", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const student = await signedIn(t.app, t.db);
    // the student applied to the instructor's class: without a block, either may start one
    await applied(await createClass(t.db, { instructorId: teacher.user.id }), student);
    const publish = vi.spyOn(t.app.realtime, "publish");
    try {
      // the instructor blocked the student: the student is not told why
      expect((await teacher.client.post(`/api/users/${student.user.id}/block`, {})).statusCode).toBe(204);
      const fromBlocked = await student.client.post("/api/conversations", { user_id: teacher.user.id, body: "Hi?" });
      expect(fromBlocked.statusCode).toBe(403);
      expect(fromBlocked.json()).toEqual({
        error: { message: "You can't message this person.", code: "FORBIDDEN", status: 403 },
      });
      // the blocker cannot start one either, and is told how to undo it
      const fromBlocker = await teacher.client.post("/api/conversations", { user_id: student.user.id, body: "Hi" });
      expect(fromBlocker.statusCode).toBe(403);
      expect(fromBlocker.json().error.message).toBe("You blocked this person. Unblock them to send messages again.");

      expect(await writtenFor(teacher, student)).toEqual(nothing);
      expect(await inbox(student)).toEqual([]);
      expect(await inbox(teacher)).toEqual([]);
      expect(publish.mock.calls.filter((c) => c[1] === "message.sent")).toEqual([]);
    } finally {
      publish.mockRestore();
    }

    // unblocking restores it
    expect((await teacher.client.delete(`/api/users/${student.user.id}/block`)).statusCode).toBe(204);
    const ok = await student.client.post("/api/conversations", { user_id: teacher.user.id, body: "Hi again" });
    expect(ok.statusCode).toBe(201);
    expect(await inbox(teacher)).toHaveLength(1);
  });

  it("a block that lands after the check leaves no half-made thread (one transaction)", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const student = await signedIn(t.app, t.db);
    expect((await teacher.client.post(`/api/users/${student.user.id}/block`, {})).statusCode).toBe(204);
    // The check before any insert sees no block, as if the block committed just after it.
    const check = vi
      .spyOn(conversationsRepository, "blockBetween")
      .mockResolvedValueOnce({ aBlockedB: false, bBlockedA: false });
    try {
      const res = await student.client.post("/api/conversations", { user_id: teacher.user.id, body: "Race" });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("You can't message this person.");
    } finally {
      check.mockRestore();
    }
    expect(await writtenFor(teacher, student)).toEqual(nothing);
    expect(await inbox(student)).toEqual([]);
    expect(await inbox(teacher)).toEqual([]);
  });
});

describe("a conversation's class", () => {
  const start = (from: Person, to: Person, classId: number, body = "About the class") =>
    from.client.post("/api/conversations", { user_id: to.user.id, class_id: classId, body });

  it("is published and ties both people: teaches, hosts or applied to it", async () => {
    const host = await signedIn(t.app, t.db, ["host"]);
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const otherTeacher = await signedIn(t.app, t.db, ["instructor"]);
    const student = await signedIn(t.app, t.db);
    const venueId = await createVenue(t.db, host.user.id);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, venueId });
    const elsewhere = await createClass(t.db, { instructorId: otherTeacher.user.id });

    // anyone may ask the class's instructor or its forge's host about it
    expect((await start(student, teacher, cls.id)).statusCode).toBe(201);
    expect((await start(student, host, cls.id)).statusCode).toBe(201);
    // the instructor and the host about it
    expect((await start(teacher, host, cls.id)).statusCode).toBe(201);
    // but not about a class the recipient has nothing to do with
    const unrelated = await start(student, teacher, elsewhere.id);
    expect(unrelated.statusCode).toBe(422);
    expect(unrelated.json()).toEqual(classRefusal(classNotShared));
    const unrelatedToHost = await start(otherTeacher, host, elsewhere.id);
    expect(unrelatedToHost.json()).toEqual(classRefusal(classNotShared));

    // the instructor or host may message a student about it once the student applied
    const applicant = await signedIn(t.app, t.db);
    const other = await signedIn(t.app, t.db);
    await applied(cls, applicant);
    expect((await start(teacher, applicant, cls.id)).statusCode).toBe(201);
    expect((await start(host, applicant, cls.id)).statusCode).toBe(201);
    // an admin likewise, with an applicant; a student who did not apply is refused
    const admin = await signedIn(t.app, t.db, ["admin"]);
    expect((await start(admin, applicant, cls.id)).statusCode).toBe(201);
    expect((await start(admin, other, cls.id)).json()).toEqual(classRefusal(classNotShared));
    expect(await writtenFor(admin, other)).toEqual(nothing);
  });

  it("refuses a draft: as missing to who may not see it, as unpublished to its instructor", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const student = await signedIn(t.app, t.db);
    const draft = await createClass(t.db, { instructorId: teacher.user.id, status: "draft" });
    const fromStudent = await start(student, teacher, draft.id);
    expect(fromStudent.statusCode).toBe(422);
    expect(fromStudent.json()).toEqual(classRefusal(noSuchClass));
    expect(fromStudent.body).not.toContain(draft.title);
    const missing = await start(student, teacher, 999_999_999);
    expect(missing.json()).toEqual(classRefusal(noSuchClass));

    const admin = await signedIn(t.app, t.db, ["admin"]);
    const fromAdmin = await start(admin, teacher, draft.id);
    expect(fromAdmin.json()).toEqual(classRefusal(classNotPublished));
    expect(await writtenFor(teacher, student)).toEqual(nothing);
    expect(await writtenFor(admin, teacher)).toEqual(nothing);
  });

  it("shows a class that became a draft or was cancelled only to who may see it (list, search, thread, send)", async () => {
    const host = await signedIn(t.app, t.db, ["host"]);
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const student = await signedIn(t.app, t.db);
    const venueId = await createVenue(t.db, host.user.id);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, venueId });
    const res = await start(student, teacher, cls.id, "Is it still on?");
    expect(res.statusCode).toBe(201);
    const id = res.json().data.conversation.id as number;
    const withHost = (await start(host, teacher, cls.id, "Room booked")).json().data.conversation.id as number;
    const shown = { id: cls.id, title: cls.title, url: expect.stringContaining(cls.slug) };
    expect(res.json().data.conversation.class).toEqual(shown);

    for (const status of ["cancelled", "draft"]) {
      await t.db.update(classes).set({ status }).where(eq(classes.id, cls.id));
      const listed = await student.client.get("/api/conversations");
      expect(listed.json().data.find((c: { id: number }) => c.id === id).class).toBeNull();
      expect(listed.body).not.toContain(cls.title);
      expect(listed.body).not.toContain(cls.slug);
      const search = await student.client.get(`/api/conversations?q=${encodeURIComponent(cls.title)}`);
      expect(search.json().data).toEqual([]);
      const thread = await student.client.get(`/api/conversations/${id}/messages`);
      expect(thread.json().meta.conversation.class).toBeNull();
      expect(thread.body).not.toContain(cls.title);
      const sent = await student.client.post(`/api/conversations/${id}/messages`, { body: "Hello?" });
      expect(sent.statusCode).toBe(201);
      expect(sent.json().data.conversation.class).toBeNull();
      expect(sent.body).not.toContain(cls.title);

      // the instructor and the forge's host still see it
      const theirs = await teacher.client.get(`/api/conversations?q=${encodeURIComponent(cls.title)}`);
      expect(
        theirs
          .json()
          .data.map((c: { id: number }) => c.id)
          .sort(),
      ).toEqual([id, withHost].sort());
      expect(theirs.json().data.find((c: { id: number }) => c.id === id).class).toEqual(shown);
      const hostThread = await host.client.get(`/api/conversations/${withHost}/messages`);
      expect(hostThread.json().meta.conversation.class).toEqual(shown);
    }
  });
});

describe("starting a conversation needs a verified email", () => {
  it("refuses an unverified account with the verification 403 and writes nothing; replying stays open", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const unverified = await signedIn(t.app, t.db, ["student"], false);
    const cls = await createClass(t.db, { instructorId: teacher.user.id });
    await applied(cls, unverified);
    const res = await unverified.client.post("/api/conversations", { user_id: teacher.user.id, body: "Hello" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { message: "Verify your email address to continue.", code: "FORBIDDEN", status: 403 },
    });
    expect(await writtenFor(teacher, unverified)).toEqual(nothing);

    // a conversation the instructor started: the unverified applicant may answer in it
    const started = await teacher.client.post("/api/conversations", {
      user_id: unverified.user.id,
      class_id: cls.id,
      body: "Welcome! Any questions?",
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().data.conversation.id as number;
    const reply = await unverified.client.post(`/api/conversations/${id}/messages`, { body: "Thank you!" });
    expect(reply.statusCode).toBe(201);
  });
});
