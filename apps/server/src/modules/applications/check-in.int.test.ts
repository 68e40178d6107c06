import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { rowsOf } from "../../db/rows.ts";
import { applications, classSessions } from "../../db/schema/index.ts";
import { readOutbox } from "../../platform/mail/outbox.ts";
import { createClass, createVenue, signedIn } from "./testing.ts";

const hour = 3_600_000;
let t: TestApp;
let clockAt = new Date();
beforeAll(async () => {
  t = await createTestApp({ deps: { clock: () => clockAt } });
});
afterAll(() => t?.close());
beforeEach(() => {
  clockAt = new Date();
});

let scans = 0;
const scanId = () => `scan-${process.pid}-${++scans}-${Math.random().toString(36).slice(2, 8)}`;

/** A class whose one session starts `startsInHours` from now, an instructor and accepted students. */
async function session(startsInHours: number, students = 2) {
  const instructor = await signedIn(t.app, t.db, ["student", "instructor"]);
  const venueId = await createVenue(t.db, instructor.user.id);
  const cls = await createClass(t.db, { instructorId: instructor.user.id, venueId, startsInMs: startsInHours * hour });
  const [s] = await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id));
  const seats = [];
  for (let i = 0; i < students; i++) {
    const student = await signedIn(t.app, t.db);
    const [a] = await t.db
      .insert(applications)
      .values({
        classId: cls.id,
        studentId: student.user.id,
        status: "accepted",
        experienceLevel: "some",
        safetyVersion: 1,
        safetyAcknowledgedAt: new Date(),
        acceptedAt: new Date(),
      })
      .returning();
    seats.push({ student, application: a! });
  }
  return { instructor, cls, session: s!, seats, url: `/api/manage/check-in/${s!.id}` };
}

/** Sessions time out on the app's clock: a test that moves the clock signs in again. */
const relogin = (p: Awaited<ReturnType<typeof signedIn>>) => {
  p.client.cookies.clear();
  return p.client.login(p.user.email, p.user.password);
};

const ticketUrl = (code: string) => `${t.app.deps.config.appUrl}/tickets/${code}`;
const attendanceRows = async (applicationId: number) =>
  rowsOf<{ status: string }>(
    await t.db.execute(sql`select status from session_attendance where application_id = ${applicationId}`),
  );

describe("tickets and check-in at the forge (issue 40 points 3-4)", () => {
  it("an accepted seat has a ticket: on the student's applications, in the acceptance email, and its page", async () => {
    const instructor = await signedIn(t.app, t.db, ["student", "instructor"]);
    const cls = await createClass(t.db, { instructorId: instructor.user.id, startsInMs: 72 * hour });
    const student = await signedIn(t.app, t.db);
    const [a] = await t.db
      .insert(applications)
      .values({
        classId: cls.id,
        studentId: student.user.id,
        status: "pending",
        experienceLevel: "some",
        safetyVersion: 1,
        safetyAcknowledgedAt: new Date(),
      })
      .returning();
    expect((await student.client.get(`/api/applications?class_id=${cls.id}`)).json().data[0].ticket_url).toBeNull();
    const accept = await instructor.client.post(`/api/manage/applications/${a!.id}/decision`, { status: "accepted" });
    expect(accept.statusCode).toBe(200);
    const mine = (await student.client.get(`/api/applications?class_id=${cls.id}`)).json().data[0];
    expect(mine.ticket_url).toMatch(/^\/tickets\/[a-f0-9]{32}$/);
    const page = await t.app.inject({ url: `/api${mine.ticket_url}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toContain("no-store");
    expect(page.json().data).toMatchObject({ state: "valid", student: { name: student.user.name } });

    let mail: Awaited<ReturnType<typeof readOutbox>>[number] | undefined;
    await expect
      .poll(
        async () => {
          mail = (await readOutbox(t.config.dataDir, 500)).find(
            (m) => m.to === student.user.email && m.text.includes("/tickets/"),
          );
          return !!mail;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(mail?.text).toContain(
      `Your ticket (show it at the forge door): ${t.app.deps.config.appUrl}${mine.ticket_url}`,
    );

    expect((await t.app.inject({ url: "/api/tickets/0123456789abcdef0123456789abcdef" })).statusCode).toBe(404);
  });

  it("admits a scanned ticket once; a second phone, a forged code and another class's ticket are refused in words", async () => {
    const f = await session(1);
    const [first] = f.seats;
    const code = first!.application.ticketCode;
    const ok = await f.instructor.client.post(f.url, { ticket: ticketUrl(code), scan_id: scanId() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: "admitted",
      replayed: false,
      student: { name: first!.student.user.name },
      checked_in_by: { name: f.instructor.user.name },
    });

    const again = await f.instructor.client.post(f.url, { ticket: code, scan_id: scanId() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(
      new RegExp(`^${first!.student.user.name} is already checked in by ${f.instructor.user.name} at `),
    );

    const forged = await f.instructor.client.post(f.url, { ticket: "0".repeat(32), scan_id: scanId() });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toMatch(/not a valid Guildforge ticket/);
    const garbage = await f.instructor.client.post(f.url, { ticket: "https://evil.example/x", scan_id: scanId() });
    expect(garbage.statusCode).toBe(404);

    const other = await session(1, 1);
    const elsewhere = await f.instructor.client.post(f.url, {
      ticket: other.seats[0]!.application.ticketCode,
      scan_id: scanId(),
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error.message).toContain("This ticket is for another class");
    expect(await attendanceRows(other.seats[0]!.application.id)).toEqual([]);
  });

  it("the same ticket scanned on two phones at once is admitted exactly once", async () => {
    const f = await session(1, 1);
    const code = f.seats[0]!.application.ticketCode;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => f.instructor.client.post(f.url, { ticket: code, scan_id: scanId() })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await attendanceRows(f.seats[0]!.application.id)).toEqual([{ status: "attended" }]);
  });

  it("an offline scan synced twice is one check-in, answered the same both times", async () => {
    const f = await session(1, 1);
    const body = {
      ticket: f.seats[0]!.application.ticketCode,
      scan_id: scanId(),
      scanned_at: new Date().toISOString(),
    };
    const one = await f.instructor.client.post(f.url, body);
    const two = await f.instructor.client.post(f.url, body);
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(two.json().data.replayed).toBe(true);
    expect(two.json().data.checked_in_at).toBe(one.json().data.checked_in_at);
    const both = await Promise.all([f.instructor.client.post(f.url, body), f.instructor.client.post(f.url, body)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await attendanceRows(f.seats[0]!.application.id)).toHaveLength(1);
  });

  it("checks in from the roster by name; a withdrawn seat and another class's student are refused", async () => {
    const f = await session(1);
    const [a, b] = f.seats;
    const byName = await f.instructor.client.post(f.url, { application_id: a!.application.id, scan_id: scanId() });
    expect(byName.statusCode).toBe(200);
    await t.db.update(applications).set({ status: "withdrawn" }).where(eq(applications.id, b!.application.id));
    const withdrawn = await f.instructor.client.post(f.url, { ticket: b!.application.ticketCode, scan_id: scanId() });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().error.message).toBe(
      `${b!.student.user.name} withdrew from this class: the seat is no longer theirs.`,
    );
    const other = await session(1, 1);
    const notHere = await f.instructor.client.post(f.url, {
      application_id: other.seats[0]!.application.id,
      scan_id: scanId(),
    });
    expect(notHere.statusCode).toBe(404);

    const screen = (await f.instructor.client.get(f.url)).json().data;
    expect(screen.session.phase).toBe("open");
    expect(screen.counts).toEqual({ accepted: 1, checked_in: 1, no_show: 0 });
    expect(screen.students[0]).toMatchObject({ name: a!.student.user.name, attendance: "attended" });
  });

  it("opens two hours before the session and closes at its end", async () => {
    const early = await session(3, 1);
    const before = await early.instructor.client.post(early.url, {
      ticket: early.seats[0]!.application.ticketCode,
      scan_id: scanId(),
    });
    expect(before.statusCode).toBe(409);
    expect(before.json().error.message).toMatch(/^Check-in opens 2 hours before the session: /);
    expect(before.json().error.message).not.toMatch(/UTC|Etc\/|Europe\//);

    const f = await session(1, 1);
    clockAt = new Date(Date.now() + 5 * hour); // the 3-hour session ended an hour ago
    await relogin(f.instructor);
    const late = await f.instructor.client.post(f.url, {
      ticket: f.seats[0]!.application.ticketCode,
      scan_id: scanId(),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/^Check-in closed when the session ended: /);
  });

  it("after the session: no-shows are filled in, the instructor corrects them for 7 days, counts follow", async () => {
    const f = await session(1);
    const [came, absent] = f.seats;
    await f.instructor.client.post(f.url, { ticket: came!.application.ticketCode, scan_id: scanId() });
    const during = await f.instructor.client.put(`${f.url}/attendance/${absent!.application.id}`, {
      status: "no_show",
    });
    expect(during.statusCode).toBe(409);

    clockAt = new Date(Date.now() + 5 * hour);
    await relogin(f.instructor);
    const after = (await f.instructor.client.get(f.url)).json().data;
    expect(after.session.phase).toBe("ended");
    expect(after.counts).toEqual({ accepted: 2, checked_in: 1, no_show: 1 });
    const absentRow = after.students.find(
      (s: { application_id: number }) => s.application_id === absent!.application.id,
    );
    expect(absentRow).toMatchObject({ attendance: "no_show", no_shows: 1 });

    const fixed = await f.instructor.client.put(`${f.url}/attendance/${absent!.application.id}`, {
      status: "attended",
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data.counts).toEqual({ accepted: 2, checked_in: 2, no_show: 0 });

    clockAt = new Date(Date.now() + 8 * 24 * hour);
    await relogin(f.instructor);
    const tooLate = await f.instructor.client.put(`${f.url}/attendance/${absent!.application.id}`, {
      status: "no_show",
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toContain("7 days after the session");
  });

  it("the roster keeps each session's attendance; a student sees their own", async () => {
    const f = await session(-4); // a 3-hour session that ended an hour ago
    const [came, absent] = f.seats;
    const marked = await f.instructor.client.put(`${f.url}/attendance/${came!.application.id}`, { status: "attended" });
    expect(marked.statusCode).toBe(200);
    const roster = (await f.instructor.client.get(`/api/manage/students?class_id=${f.cls.id}`)).json().data[0];
    expect(roster.sessions).toEqual([
      expect.objectContaining({
        id: f.session.id,
        attended: 1,
        no_show: 1,
        check_in_url: `/manage/check-in/${f.session.id}`,
      }),
    ]);
    const own = async (p: typeof came) =>
      (await p!.student.client.get(`/api/applications?class_id=${f.cls.id}`)).json().data[0].attendance;
    expect(await own(came)).toEqual({ attended: 1, ended: 1 });
    expect(await own(absent)).toEqual({ attended: 0, ended: 1 });
  });

  it("belongs to the class's managers: another instructor and a student get a 404 / 403, bad bodies a 422", async () => {
    const f = await session(1, 1);
    const stranger = await signedIn(t.app, t.db, ["student", "instructor"]);
    expect((await stranger.client.get(f.url)).statusCode).toBe(404);
    const theirs = await stranger.client.post(f.url, { ticket: f.seats[0]!.application.ticketCode, scan_id: scanId() });
    expect(theirs.statusCode).toBe(404);
    expect((await f.seats[0]!.student.client.get(f.url)).statusCode).toBe(403);
    expect((await t.app.inject({ url: f.url })).statusCode).toBe(401);
    for (const body of [
      {},
      { scan_id: scanId() },
      { ticket: "x", application_id: 1, scan_id: scanId() },
      { ticket: "x", scan_id: "short" },
      { ticket: "x".repeat(400), scan_id: scanId() },
      { application_id: "one", scan_id: scanId() },
      { ticket: "x", scan_id: scanId(), scanned_at: "yesterday" },
    ]) {
      const res = await f.instructor.client.post(f.url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await f.instructor.client.get("/api/manage/check-in/999999999")).statusCode).toBe(404);
    expect(await attendanceRows(f.seats[0]!.application.id)).toEqual([]);
  });
  it("the forge's host and an admin may check in at a class another instructor teaches there; a host elsewhere may not", async () => {
    const host = await signedIn(t.app, t.db, ["student", "host"]);
    const otherHost = await signedIn(t.app, t.db, ["student", "host"]);
    await createVenue(t.db, otherHost.user.id);
    const admin = await signedIn(t.app, t.db, ["student", "admin"]);
    const instructor = await signedIn(t.app, t.db, ["student", "instructor"]);
    const venueId = await createVenue(t.db, host.user.id);
    const cls = await createClass(t.db, { instructorId: instructor.user.id, venueId, startsInMs: hour });
    const [s] = await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id));
    const seats = [];
    for (let i = 0; i < 3; i++) {
      const student = await signedIn(t.app, t.db);
      const [a] = await t.db
        .insert(applications)
        .values({
          classId: cls.id,
          studentId: student.user.id,
          status: "accepted",
          experienceLevel: "some",
          safetyVersion: 1,
          safetyAcknowledgedAt: new Date(),
          acceptedAt: new Date(),
        })
        .returning();
      seats.push(a!);
    }
    const url = `/api/manage/check-in/${s!.id}`;
    const elsewhere = await otherHost.client.post(url, { ticket: seats[0]!.ticketCode, scan_id: scanId() });
    expect(elsewhere.statusCode).toBe(404);
    expect(await attendanceRows(seats[0]!.id)).toEqual([]);
    const byHost = await host.client.post(url, { ticket: ticketUrl(seats[0]!.ticketCode), scan_id: scanId() });
    expect(byHost.statusCode, byHost.body).toBe(200);
    expect(byHost.json().data).toMatchObject({ status: "admitted", checked_in_by: { name: host.user.name } });
    const byAdmin = await admin.client.post(url, { application_id: seats[1]!.id, scan_id: scanId() });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().data).toMatchObject({ status: "admitted", checked_in_by: { name: admin.user.name } });
    const byInstructor = await instructor.client.post(url, { ticket: seats[2]!.ticketCode, scan_id: scanId() });
    expect(byInstructor.statusCode, byInstructor.body).toBe(200);
  });
});
