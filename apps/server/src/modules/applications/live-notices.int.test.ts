import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import type { OutgoingMail } from "../../platform/events/domain-event.ts";
import { runNotificationDigest } from "../../platform/events/notification-digest.ts";
import { readOutbox } from "../../platform/mail/outbox.ts";
import { applyBody, createClass, createVenue, signedIn } from "./testing.ts";

/** Issue 21: who hears of an application, and the class's live seat count. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

const notesOf = (userId: number, type: "application_status" | "application_received") =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

function capturePushes() {
  const publish = vi.spyOn(t.app.realtime, "publish");
  return {
    on: (channel: string, event: string) =>
      publish.mock.calls.filter(([c, e]) => c === channel && e === event).map(([, , data]) => data),
    restore: () => publish.mockRestore(),
  };
}

describe("applying tells the student and the people who decide", () => {
  it("confirms a pending application to the student (stored, live, emailed) and asks the instructor and host to review", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const host = await signedIn(t.app, t.db, ["host"]);
    const venueId = await createVenue(t.db, host.user.id);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, venueId, autoAccept: false });
    const student = await signedIn(t.app, t.db);
    const pushes = capturePushes();
    try {
      const res = await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      expect(res.statusCode).toBe(201);
      const [mine] = await notesOf(student.user.id, "application_status");
      expect(mine).toMatchObject({ title: "Application received" });
      expect(mine?.message).toContain(cls.title);
      expect(mine?.data).toMatchObject({ status: "pending", url: "/dashboard/my-applications", class_id: cls.id });
      for (const manager of [teacher.user, host.user]) {
        const [note] = await notesOf(manager.id, "application_received");
        expect(note).toMatchObject({ title: "New application to review" });
        expect(note?.message).toBe(`${student.user.name} applied to "${cls.title}" to review.`);
        expect(note?.data).toMatchObject({ url: `/manage/applications?class_id=${cls.id}` });
        expect(pushes.on(`private-user.${manager.id}`, "notification.sent")).toEqual([
          expect.objectContaining({ type: "application_received" }),
        ]);
      }
      expect(pushes.on(`private-user.${student.user.id}`, "notification.sent")).toEqual([
        expect.objectContaining({ type: "application_status", title: "Application received" }),
      ]);
    } finally {
      pushes.restore();
    }
    await vi.waitFor(
      async () => {
        const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to === student.user.email);
        expect(mail?.subject).toContain("Application received");
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it("tells a student who lands on the waitlist their position, and one accepted at once that they are in", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true, capacity: 1 });
    const first = await signedIn(t.app, t.db);
    const second = await signedIn(t.app, t.db);
    await first.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    await second.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    const [accepted] = await notesOf(first.user.id, "application_status");
    expect(accepted).toMatchObject({ title: "You are in!" });
    expect(accepted?.data).toMatchObject({ status: "accepted" });
    const [waitlisted] = await notesOf(second.user.id, "application_status");
    expect(waitlisted).toMatchObject({ title: "You are on the waitlist" });
    expect(waitlisted?.message).toContain("you are number 1 on its waitlist");
    expect(waitlisted?.data).toMatchObject({ status: "waitlisted", waitlist_position: 1 });
    const received = await notesOf(teacher.user.id, "application_received");
    expect(received.map((n) => n.title).sort()).toEqual(["New application", "New application"]);
  });

  it("never tells an instructor about their own class twice when they also host it", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor", "host"]);
    const venueId = await createVenue(t.db, teacher.user.id);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, venueId });
    const student = await signedIn(t.app, t.db);
    await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    expect(await notesOf(teacher.user.id, "application_received")).toHaveLength(1);
  });
});

describe("application_received is digestible: one email per batch", () => {
  it("emails nothing at once, then one email listing every waiting application; a second run sends none", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: false });
    const students = [await signedIn(t.app, t.db), await signedIn(t.app, t.db), await signedIn(t.app, t.db)];
    for (const s of students) await s.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    const waiting = await notesOf(teacher.user.id, "application_received");
    expect(waiting).toHaveLength(3);
    expect(waiting.every((n) => n.emailPendingAt instanceof Date)).toBe(true);

    const mailsTo = async () => (await readOutbox(t.config.dataDir)).filter((m) => m.to === teacher.user.email);
    // The students' own confirmations go out at once; the instructor's notices wait for the batch.
    await vi.waitFor(
      async () => {
        const confirmations = await readOutbox(t.config.dataDir);
        for (const s of students) expect(confirmations.some((m) => m.to === s.user.email)).toBe(true);
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(await mailsTo()).toHaveLength(0);

    const mailQueue = (tx: Db, mail: OutgoingMail) => t.app.mail.enqueue(mail, { db: tx });
    const deps = { db: t.db, appUrl: t.config.appUrl, mailQueue };
    expect(await runNotificationDigest(deps, { userId: teacher.user.id, type: "application_received" })).toBe(3);
    expect(await runNotificationDigest(deps, { userId: teacher.user.id, type: "application_received" })).toBe(0);
    await vi.waitFor(async () => expect(await mailsTo()).toHaveLength(1), { timeout: 15_000, interval: 200 });
    const [mail] = await mailsTo();
    expect(mail?.subject).toBe("3 new applications to review");
    for (const s of students) expect(mail?.text).toContain(`${s.user.name} applied to "${cls.title}"`);
    expect((await notesOf(teacher.user.id, "application_received")).every((n) => n.emailPendingAt === null)).toBe(true);
  });
});

describe("the class's public seat channel", () => {
  it("pushes the seat count after apply, accept and withdraw, coalesced to the latest in a window", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: false, capacity: 2 });
    const student = await signedIn(t.app, t.db);
    const pushes = capturePushes();
    const seats = () => pushes.on(`class.${cls.id}`, "class.seats-changed");
    try {
      const applied = await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      const id = applied.json().data.id;
      await vi.waitFor(() => expect(seats()).toHaveLength(1), { timeout: 5000, interval: 50 });
      expect(seats()[0]).toEqual({ class_id: cls.id, capacity: 2, seats_taken: 0, seats_left: 2, waitlist_size: 0 });

      // Accept then withdraw at once: one window, the viewers get the final truth.
      expect(
        (await teacher.client.post(`/api/manage/applications/${id}/decision`, { status: "accepted" })).statusCode,
      ).toBe(200);
      expect((await student.client.post(`/api/applications/${id}/withdraw`)).statusCode).toBe(200);
      // One instance coalesces both into one push; behind a proxy (TEST_VIA_PROXY=1) each instance
      // that took one sends its own window, the accept's first: the last push is the truth.
      await vi.waitFor(
        () => {
          expect(seats().length).toBeGreaterThanOrEqual(2);
          expect(seats().at(-1)).toEqual({
            class_id: cls.id,
            capacity: 2,
            seats_taken: 0,
            seats_left: 2,
            waitlist_size: 0,
          });
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      pushes.restore();
    }
  });

  it("pushes seats_left 0 once a class fills, and the waitlist's size after that", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true, capacity: 1 });
    const pushes = capturePushes();
    const seats = () => pushes.on(`class.${cls.id}`, "class.seats-changed");
    try {
      await (await signedIn(t.app, t.db)).client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      await vi.waitFor(() => expect(seats()).toHaveLength(1), { timeout: 5000, interval: 50 });
      expect(seats()[0]).toMatchObject({ seats_taken: 1, seats_left: 0, waitlist_size: 0 });
      await (await signedIn(t.app, t.db)).client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      await vi.waitFor(() => expect(seats()).toHaveLength(2), { timeout: 5000, interval: 50 });
      expect(seats()[1]).toMatchObject({ seats_taken: 1, seats_left: 0, waitlist_size: 1 });
    } finally {
      pushes.restore();
    }
  });
});
