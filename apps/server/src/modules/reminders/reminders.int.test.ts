import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildApp } from "../../app.ts";
import { rowsOf } from "../../db/rows.ts";
import { applications, classes, classSessions, notificationPreferences, notifications } from "../../db/schema/index.ts";
import { readOutbox } from "../../platform/mail/outbox.ts";
import { signSeatRelease } from "../../platform/seat-release-link.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { signedIn } from "../applications/testing.ts";
import { reminderSweepQueue, sweepReminders } from "./reminders.job.ts";
import { remindersRepository } from "./reminders.repository.ts";
import { sendReminder } from "./reminders.service.ts";
import { depsOf, reminderSeat } from "./testing.ts";

const hour = 3_600_000;

let t: TestApp;
let clockAt = new Date();
const clock = () => clockAt;

/**
 * The tests run the sweep themselves: the stored 5-minute schedule is removed so a scheduled
 * sweep cannot send a fixture's reminder in the middle of a test (every instance's start stores it again).
 */
const quiet = () => t.app.jobs.boss.unschedule(reminderSweepQueue);

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  await quiet();
});
afterAll(() => t?.close());
beforeEach(() => {
  clockAt = new Date();
});

const seatFixture = (startsInHours: number, opts: { bring?: string[] } = {}) => reminderSeat(t.db, startsInHours, opts);

const sentTo = async (userId: number, classId?: number) =>
  rowsOf<{ type: string }>(
    await t.db.execute(
      sql`select type from notifications where user_id = ${userId} ${classId ? sql`and (data->>'class_id')::bigint = ${classId}` : sql``} order by id`,
    ),
  ).map((r) => r.type);

const remindersFor = async (userId: number) =>
  rowsOf<{ kind: string; session_id: number }>(
    await t.db.execute(sql`select kind, session_id from reminders_sent where user_id = ${userId}`),
  );

async function sweepAndSendHere(now: Date) {
  const due = await remindersRepository.due(t.db, now);
  let sent = 0;
  for (const d of due) if (await sendReminder(depsOf(t.app), d, now)) sent += 1;
  return sent;
}

describe("reminders (issue 40 point 1)", () => {
  it("a student accepted 47 h ahead gets the 48-hour reminder: email with time, forge, map, bring, safety, .ics, release link; plus a notification", async () => {
    const f = await seatFixture(47);
    await sweepAndSendHere(clockAt);
    expect(await sentTo(f.student.id)).toEqual(["session_reminder_48h"]);
    expect(await sentTo(f.instructor.id)).toEqual([]); // 24 h reminder not due yet
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, f.student.id));
    expect(note?.title).toContain("starts in two days");
    expect(note?.message).toMatch(/Central European (Standard|Summer) Time/);
    expect(note?.message).not.toMatch(/Europe\/Berlin|UTC/);

    const mail = await waitForMail(f.student.email, "starts in two days");
    expect(mail.text).toContain("Hello Ada Smith");
    expect(mail.text).toMatch(/\d\d:\d\d \(Central European/);
    expect(mail.text).toContain("1 Anvil Lane");
    expect(mail.text).toContain("https://www.openstreetmap.org/?mlat=45&mlon=-122");
    expect(mail.text).toContain("- Leather apron");
    expect(mail.text).toContain("- Wear leather boots");
    expect(mail.text).toMatch(/Can't come\? Release my seat: http.*\/seat-release\//);
    expect(mail.text).not.toContain("Europe/Berlin");
    const ics = mail.attachments?.[0];
    expect(ics?.filename).toBe("session.ics");
    expect(ics?.content).toContain("BEGIN:VEVENT");
    expect(ics?.content).toContain(`UID:class-${f.cls.id}-session-1@`);
    // The dev mailbox names the attachment.
    const box = await t.app.inject({ url: "/dev/mailbox" });
    expect(box.body).toContain("Attached: session.ics (text/calendar)");
  });

  it("sends each reminder once across two instances sharing the database and across a restart", async () => {
    const f = await seatFixture(2.5);
    const second = await buildApp({ config: t.config, database: t.database, clock });
    await second.ready();
    await quiet();
    try {
      const due = (await remindersRepository.due(t.db, clockAt)).filter((d) => d.userId === f.student.id);
      expect(due.map((d) => d.kind)).toEqual(["session_reminder_3h"]);
      const [d] = due;
      // Both instances race on the same reminder, twice each.
      const results = await Promise.all([
        sendReminder(depsOf(t.app), d!, clockAt),
        sendReminder(depsOf(second), d!, clockAt),
        sendReminder(depsOf(t.app), d!, clockAt),
        sendReminder(depsOf(second), d!, clockAt),
      ]);
      // At most one of them sends (none when this instance's own scheduled sweep was quicker);
      // exactly one notification exists either way.
      expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
      expect(await sentTo(f.student.id)).toEqual(["session_reminder_3h"]);
      // The sweep on either instance no longer finds it due.
      expect((await remindersRepository.due(t.db, clockAt)).filter((x) => x.userId === f.student.id)).toEqual([]);
    } finally {
      await second.close();
    }
    // "Restart": a fresh instance on the same database sweeps at start-up and sends nothing new.
    const third = await buildApp({ config: t.config, database: t.database, clock });
    await third.ready();
    await quiet();
    try {
      await sweepReminders(third, depsOf(third), clockAt);
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      await third.close();
    }
    expect(await sentTo(f.student.id)).toEqual(["session_reminder_3h"]);
    expect(await remindersFor(f.student.id)).toHaveLength(1);
  });

  it("the whole path through pg-boss: sweep queues keyed jobs, the worker sends, a second sweep queues nothing", async () => {
    const f = await seatFixture(20);
    const queued = await sweepReminders(t.app, depsOf(t.app), clockAt);
    expect(queued).toBeGreaterThanOrEqual(2); // the student's 48 h and the instructor's 24 h
    const jobs = await t.app.jobs.boss.findJobs("reminders.send", { data: { userId: f.student.id } });
    expect(jobs.map((j) => j.singletonKey)).toEqual([
      `session_reminder_48h:${f.session.id}:${f.session.startsAt.toISOString()}:${f.student.id}`,
    ]);
    await expect.poll(() => sentTo(f.instructor.id), { timeout: 15_000 }).toEqual(["teaching_reminder_24h"]);
    await expect.poll(() => sentTo(f.student.id), { timeout: 15_000 }).toEqual(["session_reminder_48h"]);
    await sweepReminders(t.app, depsOf(t.app), clockAt);
    await new Promise((r) => setTimeout(r, 2500));
    expect(await sentTo(f.student.id)).toEqual(["session_reminder_48h"]);
    const mail = await waitForMail(f.instructor.email, "You teach");
    expect(mail.text).toContain("1 student is coming");
  });

  it("the instructor's reminder counts the roster and unread messages from students", async () => {
    const f = await seatFixture(23);
    const [conv] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into conversations (user_low_id, user_high_id, class_id)
        values (${Math.min(f.student.id, f.instructor.id)}, ${Math.max(f.student.id, f.instructor.id)}, ${f.cls.id}) returning id`),
    );
    await t.db.execute(
      sql`insert into conversation_members (conversation_id, user_id) values (${conv!.id}, ${f.student.id}), (${conv!.id}, ${f.instructor.id})`,
    );
    await t.db.execute(
      sql`insert into messages (conversation_id, sender_id, body) values (${conv!.id}, ${f.student.id}, 'Do I need gloves?'), (${conv!.id}, ${f.student.id}, 'And a hat?')`,
    );
    const d = (await remindersRepository.due(t.db, clockAt)).find(
      (x) => x.userId === f.instructor.id && x.kind === "teaching_reminder_24h",
    );
    expect(d).toBeDefined();
    expect(await sendReminder(depsOf(t.app), d!, clockAt)).toBe(true);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, f.instructor.id));
    expect(note?.message).toContain("1 student is coming, and 2 messages from them are unread.");
  });

  it("sends nothing for a withdrawn seat or a cancelled class, also when it was queued before (checked at send time)", async () => {
    const a = await seatFixture(2);
    const b = await seatFixture(2);
    const dueBefore = (await remindersRepository.due(t.db, clockAt)).filter(
      (d) => d.userId === a.student.id || d.userId === b.student.id,
    );
    expect(dueBefore).toHaveLength(2);
    await t.db.update(applications).set({ status: "withdrawn" }).where(eq(applications.id, a.application.id));
    await t.db.update(classes).set({ status: "cancelled" }).where(eq(classes.id, b.cls.id));
    for (const d of dueBefore) expect(await sendReminder(depsOf(t.app), d, clockAt)).toBe(false);
    expect(
      (await remindersRepository.due(t.db, clockAt)).filter((d) => [a, b].some((f) => f.student.id === d.userId)),
    ).toEqual([]);
    expect(await sentTo(a.student.id)).toEqual([]);
    expect(await sentTo(b.student.id)).toEqual([]);
    expect(await sentTo(b.instructor.id)).toEqual([]);
  });

  it("a rescheduled session gets new reminders at its new time; the old time's queued reminder sends nothing", async () => {
    const f = await seatFixture(2);
    const [old] = (await remindersRepository.due(t.db, clockAt)).filter((d) => d.userId === f.student.id);
    expect(await sendReminder(depsOf(t.app), old!, clockAt)).toBe(true);
    // Moved a day later: the 3 h reminder of the old time is spent; at the new time the 48 h one is due now.
    const newStart = new Date(f.session.startsAt.getTime() + 24 * hour);
    await t.db
      .update(classSessions)
      .set({ startsAt: newStart, endsAt: new Date(newStart.getTime() + 3 * hour) })
      .where(eq(classSessions.id, f.session.id));
    expect(await sendReminder(depsOf(t.app), old!, clockAt)).toBe(false);
    const now = (await remindersRepository.due(t.db, clockAt)).filter((d) => d.userId === f.student.id);
    expect(now.map((d) => [d.kind, d.startsAt])).toEqual([["session_reminder_48h", newStart.toISOString()]]);
    // ...and 23.5 h later its 3 h reminder (only that one: the 48 h window has passed).
    const later = new Date(clockAt.getTime() + 23.5 * hour);
    const then = (await remindersRepository.due(t.db, later)).filter((d) => d.userId === f.student.id);
    expect(then.map((d) => d.kind)).toEqual(["session_reminder_3h"]);
  });

  it("a reminder type turned off sends none of that kind (neither email nor notification)", async () => {
    const f = await seatFixture(47);
    await t.db
      .insert(notificationPreferences)
      .values({ userId: f.student.id, type: "session_reminder_48h", email: false });
    expect((await remindersRepository.due(t.db, clockAt)).filter((d) => d.userId === f.student.id)).toEqual([]);
    // Turned off between the sweep and the send: still nothing.
    const g = await seatFixture(47);
    const [d] = (await remindersRepository.due(t.db, clockAt)).filter((x) => x.userId === g.student.id);
    await t.db
      .insert(notificationPreferences)
      .values({ userId: g.student.id, type: "session_reminder_48h", email: false });
    expect(await sendReminder(depsOf(t.app), d!, clockAt)).toBe(false);
    expect(await sentTo(f.student.id)).toEqual([]);
    expect(await sentTo(g.student.id)).toEqual([]);
  });

  it("the settings page's API turns a reminder type off", async () => {
    const { user, client } = await signedIn(t.app, t.db);
    const res = await client.put("/api/user/notification-preferences", { session_reminder_3h: { email: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.session_reminder_3h).toEqual({ email: false });
    expect(res.json().data.session_reminder_48h).toEqual({ email: true });
    const [row] = await t.db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, user.id), eq(notificationPreferences.type, "session_reminder_3h")));
    expect(row?.email).toBe(false);
  });
});

describe("the seat-release link (issue 40 point 1)", () => {
  const tokenOf = (f: Awaited<ReturnType<typeof seatFixture>>, startsAt = f.session.startsAt) =>
    signSeatRelease(t.config.appKey, { applicationId: f.application.id }, startsAt);

  it("GET shows the seat and changes nothing; POST releases it and the waitlist moves; a replay is a 409", async () => {
    const f = await seatFixture(47);
    const waiting = await createUser(t.db, { verified: true });
    await t.db.insert(applications).values({
      classId: f.cls.id,
      studentId: waiting.id,
      status: "waitlisted",
      experienceLevel: "none",
      safetyVersion: 1,
      safetyAcknowledgedAt: new Date(),
    });
    const anon = sessionClient(t.app);
    const token = tokenOf(f);
    const view = await anon.get(`/api/seat-releases/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.headers["cache-control"]).toContain("no-store");
    expect(view.json().data).toMatchObject({ status: "accepted", releasable: true, class_title: f.cls.title });
    expect(view.json().data.session_time).toMatch(/Central European/);
    const [still] = await t.db.select().from(applications).where(eq(applications.id, f.application.id));
    expect(still?.status).toBe("accepted");

    const done = await anon.post(`/api/seat-releases/${token}`);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: "withdrawn", releasable: false });
    const [after] = await t.db.select().from(applications).where(eq(applications.id, f.application.id));
    expect(after?.status).toBe("withdrawn");
    const [moved] = await t.db.select().from(applications).where(eq(applications.studentId, waiting.id));
    expect(moved?.status).not.toBe("waitlisted");

    // The student is told (a notification pushed live: their open pages on any device reload).
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, f.student.id), eq(notifications.type, "application_status")));
    expect(told.map((n) => [n.title, n.data.status])).toEqual([["Seat released", "withdrawn"]]);

    const again = await anon.post(`/api/seat-releases/${token}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { status: 409, code: "CONFLICT", message: "You have already released this seat." },
    });
    // The page still opens and says so.
    expect((await anon.get(`/api/seat-releases/${token}`)).json().data.status).toBe("withdrawn");
  });

  it("refuses a seat that is not held in words for its student, in the page's language (issue 39)", async () => {
    const anon = sessionClient(t.app);
    const said: Record<string, string> = {};
    for (const status of ["pending", "waitlisted", "rejected", "cancelled"] as const) {
      const f = await seatFixture(47);
      await t.db.update(applications).set({ status }).where(eq(applications.id, f.application.id));
      const res = await anon.post(`/api/seat-releases/${tokenOf(f)}`);
      expect(res.statusCode).toBe(409);
      said[status] = res.json().error.message;
    }
    // Never "This application is waitlisted": what it means for the student.
    expect(said).toEqual({
      pending: "The instructor has not answered your application yet, so there is no seat to release.",
      waitlisted: "You are on the waitlist for this class, so there is no seat to release.",
      rejected: "Your application to this class was not accepted, so there is no seat to release.",
      cancelled: "This class has been cancelled, so there is no seat to release.",
    });
    const f = await seatFixture(47);
    await t.db.update(applications).set({ status: "waitlisted" }).where(eq(applications.id, f.application.id));
    const de = await anon.post(`/api/seat-releases/${tokenOf(f)}`, undefined, { "x-page-language": "de" });
    expect(de.json().error.message).toBe(
      "Du stehst auf der Warteliste für diesen Kurs, also gibt es keinen Platz freizugeben.",
    );
    expect(de.headers["cache-control"]).toContain("no-store");
    const fr = await anon.get(`/api/seat-releases/not-a-token`, { "accept-language": "fr" });
    expect(fr.json().error.message).toBe(
      "Ce lien de libération de place n'est pas valide. Ouvrez le lien complet de votre e-mail de rappel, ou annulez votre inscription depuis votre tableau de bord.",
    );
  });

  it("writes the session's time in the page's language, the zone named in words (issue 39)", async () => {
    const f = await seatFixture(47);
    const anon = sessionClient(t.app);
    const token = tokenOf(f);
    const timeIn = async (headers: Record<string, string>) =>
      (await anon.get(`/api/seat-releases/${token}`, headers)).json().data.session_time as string;
    const en = await timeIn({});
    expect(en).toMatch(
      /^[A-Z][a-z]+day,? \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d \(Central European (Standard|Summer) Time\)$/,
    );
    const de = await timeIn({ "x-page-language": "de" });
    expect(de).toMatch(
      /^[A-Z][a-z]+tag, \d{1,2}\. [A-ZÄ][a-zä]+ \d{4}, \d\d:\d\d \(Mitteleuropäische (Normalzeit|Sommerzeit)\)$/,
    );
    const fr = await timeIn({ "accept-language": "fr-FR,fr;q=0.9" });
    expect(fr).toMatch(/^[a-z]+di \d{1,2} [a-zéû]+ \d{4}, \d\d:\d\d \(heure (normale|d’été) d’Europe centrale\)$/);
    // Confirming answers in the same words.
    const done = await anon.post(`/api/seat-releases/${token}`, undefined, { "x-page-language": "de" });
    expect(done.json().data.session_time).toBe(de);
  });

  it("a forged link is a 404 and an expired one a 410, in the error shape; nothing changes", async () => {
    const f = await seatFixture(47);
    const anon = sessionClient(t.app);
    const token = tokenOf(f);
    const forged = [
      `${token.slice(0, -2)}xx`,
      token.replace(/^\d+/, String(f.application.id + 1)),
      "1.2.3.4",
      "not-a-token",
      signSeatRelease("another-key", { applicationId: f.application.id }, f.session.startsAt),
      // Validly signed, but no session of the class starts then (a session moved away).
      signSeatRelease(
        t.config.appKey,
        { applicationId: f.application.id },
        new Date(f.session.startsAt.getTime() + hour),
      ),
    ];
    for (const bad of forged) {
      for (const method of ["get", "post"] as const) {
        const res = await anon[method](`/api/seat-releases/${encodeURIComponent(bad)}`);
        expect(res.statusCode, `${method} ${bad}`).toBe(404);
        expect(res.json().error).toMatchObject({ status: 404, code: "NOT_FOUND" });
        expect(res.json().error.message).toContain("not valid");
      }
    }
    clockAt = new Date(f.session.startsAt.getTime() + 1000);
    for (const method of ["get", "post"] as const) {
      const res = await anon[method](`/api/seat-releases/${token}`);
      expect(res.statusCode).toBe(410);
      expect(res.json().error).toMatchObject({ status: 410, code: "GONE" });
      expect(res.json().error.message).toContain("expired");
    }
    const [still] = await t.db.select().from(applications).where(eq(applications.id, f.application.id));
    expect(still?.status).toBe("accepted");
  });
});

async function waitForMail(to: string, subject: string) {
  let found: Awaited<ReturnType<typeof readOutbox>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(t.config.dataDir, 500)).find((m) => m.to === to && m.subject.includes(subject));
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
