import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { lockHolds, loggedDb } from "../../../test/statement-log.ts";
import { applications, classes, notifications } from "../../db/schema/index.ts";
import { createEventDispatcher, type MailQueue } from "../../platform/events/dispatcher.ts";
import { notificationDigestQueue } from "../../platform/events/notification-digest.ts";
import { presentApplicationCreated } from "./applications.presenter.ts";
import { type ApplyResult, createApplicationsService } from "./applications.service.ts";
import { applyRepository } from "./apply.repository.ts";
import { applyBody, createClass, createVenue } from "./testing.ts";

/**
 * Issue 23 point 3 (decision 450): how long an apply holds its class's row lock, counted in
 * statements sent from the `FOR UPDATE` to COMMIT (the service over a logging handle on the test
 * database), and that the shorter hold still announces exactly what it committed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

function loggedService(mailQueue: MailQueue = (tx, mail) => t.app.mail.enqueue(mail, { db: tx })) {
  const { db, log } = loggedDb(t.database);
  const pushes: Array<{ channel: string; event: string; data: unknown }> = [];
  const dispatcher = createEventDispatcher({
    db,
    appUrl: "https://guildforge.example",
    mailQueue,
    livePublish: (channel, event, data) => void pushes.push({ channel, event, data }),
    scheduleDigest: async (tx, job, delayMs) => {
      await t.app.jobs.send(notificationDigestQueue, job, { db: tx, startAfter: Math.ceil(delayMs / 1000) });
    },
    log: t.app.log,
  });
  const { dispatcher: events, holds } = lockHolds(dispatcher, log);
  const service = createApplicationsService({ db, events, now: () => new Date() });
  return { service, holds, pushes };
}

const asStudent = (id: number) => ({ id, roles: ["student" as const], emailVerified: true, sessionId: "test" });
const body = (cls: { safetyVersion: number; safetyRequirements: string[] }) => ({
  ...applyBody(cls),
  experience_level: "some" as const,
});

/** A class with an instructor and a different venue owner: two managers to notify. */
async function twoManagerClass(capacity: number) {
  const instructor = await createUser(t.db, { roles: ["instructor"] });
  const host = await createUser(t.db, { roles: ["instructor"] });
  const venueId = await createVenue(t.db, host.id);
  const cls = await createClass(t.db, { instructorId: instructor.id, venueId, autoAccept: true, capacity });
  return { cls, instructor, host };
}

const notesOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

/** The API's answer to an apply (what the route sends as `data`). */
const answer = (r: ApplyResult) => presentApplicationCreated(r.row, r.place);

describe("the class row lock of an apply", () => {
  it("is held for the lock, the insert, the seat counter, one insert of every notice and the email's job", async () => {
    const { cls } = await twoManagerClass(1);
    const { service, holds } = loggedService();
    const results = [];
    for (let i = 0; i < 4; i++) {
      const student = await createUser(t.db);
      results.push(answer(await service.apply(asStudent(student.id), cls.id, body(cls), null)));
    }
    expect(results.map((r) => r.status)).toEqual(["accepted", "waitlisted", "waitlisted", "waitlisted"]);
    expect(holds).toHaveLength(4);
    const [accepted, firstWaitlisted, ...waitlisted] = holds.map((h) => h.statements);
    // Before decision 450: 22 statements + COMMIT for a waitlisted apply with two managers.
    // Accepted: lock, insert, seat counter, notices, the student's email, each manager's batch scheduled (first notice).
    expect(accepted).toHaveLength(7);
    expect(firstWaitlisted).toHaveLength(4);
    for (const w of waitlisted) {
      expect(w).toHaveLength(4);
      expect(w[0]).toMatch(/for update/);
      expect(w[1]).toMatch(/^insert into "applications"/);
      expect(w[2]).toMatch(/^insert into "notifications"/);
      expect(w[3]).toMatch(/pgboss/i);
    }
    expect(results.map((r) => r.waitlist_position)).toEqual([null, 1, 2, 3]);
  });

  it("announces after the commit exactly what it committed: each notice, the place and the seat counts", async () => {
    const { cls, instructor, host } = await twoManagerClass(1);
    const { service, pushes } = loggedService();
    const first = await createUser(t.db);
    const second = await createUser(t.db);
    await service.apply(asStudent(first.id), cls.id, body(cls), null);
    const res = { data: answer(await service.apply(asStudent(second.id), cls.id, body(cls), null)) };
    expect(res.data).toMatchObject({ status: "waitlisted", waitlist_position: 1, waitlist_size: 1 });

    const [mine] = await notesOf(second.id);
    expect(mine).toMatchObject({ type: "application_status", emailPendingAt: null });
    expect(mine?.data).toMatchObject({ status: "waitlisted", waitlist_position: 1, application_id: res.data.id });
    for (const manager of [instructor, host]) {
      const received = await notesOf(manager.id);
      expect(received.map((n) => n.type)).toEqual(["application_received", "application_received"]);
      expect(received[1]?.message).toContain(second.name);
      // Both wait for one batched email.
      expect(received.every((n) => n.emailPendingAt !== null)).toBe(true);
    }
    const userPushes = pushes.filter((p) => p.event === "notification.sent").map((p) => p.channel);
    expect(userPushes.filter((c) => c === `private-user.${second.id}`)).toHaveLength(1);
    expect(userPushes.filter((c) => c === `private-user.${instructor.id}`)).toHaveLength(2);

    // The seat event's counts (from the lock and the insert) equal the database's after the commit.
    const seatPushes = () => pushes.filter((p) => p.event === "class.seats-changed");
    await vi.waitFor(() => expect(seatPushes().length).toBeGreaterThanOrEqual(1), { timeout: 5000, interval: 50 });
    const [row] = await t.db.select().from(classes).where(eq(classes.id, cls.id));
    const waiting = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.classId, cls.id), eq(applications.status, "waitlisted")));
    expect(seatPushes().at(-1)?.data).toEqual({
      class_id: cls.id,
      capacity: 1,
      seats_taken: row?.seatsTaken,
      seats_left: 0,
      waitlist_size: waiting.length,
    });
    expect(row?.seatsTaken).toBe(1);
    expect(waiting).toHaveLength(1);
  });

  it("announces nothing for an apply that rolled back after its notices were written", async () => {
    const { cls, instructor, host } = await twoManagerClass(2);
    const broken: MailQueue = async () => {
      throw new Error("mail queue down");
    };
    const { service, pushes } = loggedService(broken);
    const student = await createUser(t.db);
    await expect(service.apply(asStudent(student.id), cls.id, body(cls), null)).rejects.toThrow("mail queue down");
    // Past the seat channel's coalescing window: a push would have left by now.
    await new Promise((r) => setTimeout(r, 400));
    expect(pushes).toEqual([]);
    for (const id of [student.id, instructor.id, host.id]) expect(await notesOf(id)).toEqual([]);
    expect(await t.db.select().from(applications).where(eq(applications.studentId, student.id))).toEqual([]);
    const [row] = await t.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.seatsTaken).toBe(0);
  });
});

describe("the apply's insert under the lock", () => {
  it("counts the waitlist before it and sees a rejection of the student, in the same statement", async () => {
    const { cls } = await twoManagerClass(1);
    const student = await createUser(t.db);
    const values = {
      classId: cls.id,
      studentId: student.id,
      experienceLevel: "some",
      safetyVersion: 1,
      safetyAcknowledgedAt: new Date(),
    };
    const waiter = await createUser(t.db);
    await applyRepository.insertUnlessActive(t.db, { ...values, studentId: waiter.id, status: "waitlisted" });
    await applyRepository.insertUnlessActive(t.db, { ...values, status: "rejected" });
    const placed = await applyRepository.insertUnlessActive(t.db, { ...values, status: "waitlisted" });
    expect(placed).toMatchObject({ waitlistedBefore: 1, rejectedBefore: true, row: { status: "waitlisted" } });
    // A second active application of the student: the unique index refuses it, no error.
    expect(await applyRepository.insertUnlessActive(t.db, { ...values, status: "pending" })).toBeNull();
  });
});
