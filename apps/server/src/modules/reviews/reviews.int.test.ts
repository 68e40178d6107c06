import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { rowsOf } from "../../db/rows.ts";
import { applications, sessionAttendance } from "../../db/schema/index.ts";
import { createClass, createVenue, signedIn } from "../applications/testing.ts";

const hour = 3_600_000;
const day = 24 * hour;
let t: TestApp;
let clockAt = new Date();
beforeAll(async () => {
  t = await createTestApp({ deps: { clock: () => clockAt } });
});
afterAll(() => t?.close());
beforeEach(() => {
  clockAt = new Date();
});

type Person = Awaited<ReturnType<typeof signedIn>>;

/** A class whose one 3-hour session started `startedHoursAgo` ago, with accepted students; `attended` of them marked attended. */
async function pastClass(startedHoursAgo: number, students = 2, attended = students) {
  const instructor = await signedIn(t.app, t.db, ["student", "instructor"]);
  const venueId = await createVenue(t.db, instructor.user.id);
  const cls = await createClass(t.db, {
    instructorId: instructor.user.id,
    venueId,
    startsInMs: -startedHoursAgo * hour,
  });
  const seats: Array<{ student: Person; applicationId: number }> = [];
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
    if (i < attended)
      await t.db.insert(sessionAttendance).values({
        applicationId: a!.id,
        classId: cls.id,
        sessionStartsAt: cls.startsAt as Date,
        status: "attended",
      });
    seats.push({ student, applicationId: a!.id });
  }
  return { instructor, cls, venueId, seats, url: `/api/classes/${cls.id}/reviews` };
}

const relogin = (p: Person) => {
  p.client.cookies.clear();
  return p.client.login(p.user.email, p.user.password);
};
const stored = async (classId: number) =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from reviews where class_id = ${classId}`))[0]
    ?.n;
const publicList = async (url: string) => (await t.app.inject({ url })).json();

describe("verified reviews (issue 40 point 5)", () => {
  it("only an attendee may review, from the class's end for 14 days, once; each refusal in words, nothing stored", async () => {
    const f = await pastClass(5, 2, 1);
    const [attendee, noShow] = f.seats;

    const absent = await noShow!.student.client.post(f.url, { rating: 5 });
    expect(absent.statusCode).toBe(403);
    expect(absent.json().error).toMatchObject({ code: "FORBIDDEN", status: 403 });
    expect(absent.json().error.message).toMatch(/attending/);
    const stranger = await signedIn(t.app, t.db);
    expect((await stranger.client.post(f.url, { rating: 5 })).statusCode).toBe(403);

    const ok = await attendee!.student.client.post(f.url, {
      rating: 4,
      instruction: 5,
      safety: 4,
      text: "Clear demos, hot forge.",
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ rating: 4, aspects: { instruction: 5, safety: 4, equipment: null } });
    expect(ok.json().data.published_at).toBeNull();

    const twice = await attendee!.student.client.post(f.url, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toMatch(/already reviewed/);
    expect(await stored(f.cls.id)).toBe(1);

    // Before the end: checked in while the session still runs.
    const running = await pastClass(1, 1);
    const early = await running.seats[0]!.student.client.post(running.url, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/open when the class's last session ends/);

    // 14 days after the end.
    const old = await pastClass(15 * 24, 1);
    const late = await old.seats[0]!.student.client.post(old.url, { rating: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/closed on/);
    expect(await stored(running.cls.id)).toBe(0);
    expect(await stored(old.cls.id)).toBe(0);
  });

  it("refuses ratings outside 1-5 and text over 2,000 characters with the 422 body; nothing stored", async () => {
    const f = await pastClass(5, 1);
    const c = f.seats[0]!.student.client;
    for (const rating of [0, 6, "x", 4.5]) {
      const r = await c.post(f.url, { rating });
      expect(r.statusCode, String(rating)).toBe(422);
      expect(r.json().errors.rating).toEqual(["Choose from 1 to 5 stars."]);
    }
    const aspect = await c.post(f.url, { rating: 5, safety: 9 });
    expect(aspect.statusCode).toBe(422);
    expect(aspect.json().errors.safety).toBeDefined();
    const long = await c.post(f.url, { rating: 5, text: "a".repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({
      message: expect.any(String),
      errors: { text: [expect.stringMatching(/2,000/)] },
    });
    expect(await stored(f.cls.id)).toBe(0);
    expect((await c.post(f.url, { rating: 5, text: "a".repeat(2000) })).statusCode).toBe(201);
  });

  it("is double-blind: public once the instructor's feedback is in, or when the window closes", async () => {
    const f = await pastClass(5, 2);
    const [a, b] = f.seats;
    expect((await a!.student.client.post(f.url, { rating: 5, text: "Superb." })).statusCode).toBe(201);
    expect((await b!.student.client.post(f.url, { rating: 3, text: "Fine." })).statusCode).toBe(201);
    let list = await publicList(f.url);
    expect(list.data).toEqual([]);
    expect(list.meta.summary).toMatchObject({ average: null, count: 0 });

    // The student sees no feedback before publication.
    const mine0 = (await a!.student.client.get(`/api/applications?class_id=${f.cls.id}`)).json().data[0];
    expect(mine0.review).toMatchObject({ reviewed: true, published: false, feedback: null, can_review: false });

    const fb = await f.instructor.client.post(`/api/manage/classes/${f.cls.id}/feedback/${a!.student.user.id}`, {
      text: "Great hammer control.",
    });
    expect(fb.statusCode, fb.body).toBe(201);
    expect(fb.json().data.published).toBe(true);
    const again = await f.instructor.client.post(`/api/manage/classes/${f.cls.id}/feedback/${a!.student.user.id}`, {
      text: "More.",
    });
    expect(again.statusCode).toBe(409);
    // The check-in screen after the session says whose feedback is sent.
    const [session] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id::int as id from class_sessions where class_id = ${f.cls.id}`),
    );
    const screen = (await f.instructor.client.get(`/api/manage/check-in/${session?.id}`)).json().data;
    const sent = Object.fromEntries(
      (screen.students as Array<{ id: number; feedback_sent: boolean }>).map((s) => [s.id, s.feedback_sent]),
    );
    expect(sent).toEqual({ [a!.student.user.id]: true, [b!.student.user.id]: false });
    // Another instructor's class: a 404.
    const other = await signedIn(t.app, t.db, ["student", "instructor"]);
    expect(
      (await other.client.post(`/api/manage/classes/${f.cls.id}/feedback/${b!.student.user.id}`, { text: "x" }))
        .statusCode,
    ).toBe(404);

    list = await publicList(f.url);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ rating: 5, text: "Superb.", verified_attendee: true });
    expect(list.data[0].author.name).toBe(a!.student.user.name.split(" ")[0]);
    expect(JSON.stringify(list)).not.toContain("Great hammer control.");
    expect(JSON.stringify(list)).not.toContain("@");
    const mine = (await a!.student.client.get(`/api/applications?class_id=${f.cls.id}`)).json().data[0];
    expect(mine.review).toMatchObject({ published: true, feedback: "Great hammer control." });

    // The window closes: every review is public.
    clockAt = new Date(Date.now() + 15 * day);
    list = await publicList(f.url);
    expect(list.data.map((r: { rating: number }) => r.rating)).toEqual([3, 5]);
    expect(list.meta.summary).toMatchObject({
      average: 4,
      count: 2,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 0 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    const instructorPage = await publicList(`/api/instructors/${f.instructor.user.slug}/reviews`);
    expect(instructorPage.meta.summary.count).toBe(2);
    const forge = await publicList(`/api/venues/${f.venueId}/reviews?limit=1`);
    expect(forge.data).toHaveLength(1);
    expect(forge.meta.next_cursor).toEqual(expect.any(String));
    const next = await publicList(`/api/venues/${f.venueId}/reviews?limit=1&cursor=${forge.meta.next_cursor}`);
    expect(next.data[0].rating).toBe(5);
  });

  it("the instructor replies once after publication; an admin hides a review and no public page shows it", async () => {
    const f = await pastClass(5, 1);
    const s = f.seats[0]!;
    const created = (await s.student.client.post(f.url, { rating: 2, text: "Cold forge." })).json().data;
    const replyUrl = `/api/reviews/${created.id}/reply`;
    const blind = await f.instructor.client.post(replyUrl, { text: "Thanks." });
    expect(blind.statusCode).toBe(409);
    await f.instructor.client.post(`/api/manage/classes/${f.cls.id}/feedback/${s.student.user.id}`, { text: "Good." });
    const stranger = await signedIn(t.app, t.db, ["student", "instructor"]);
    expect((await stranger.client.post(replyUrl, { text: "Hi" })).statusCode).toBe(404);
    const ok = await f.instructor.client.post(replyUrl, { text: "We fixed the blower since." });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.reply).toMatchObject({ text: "We fixed the blower since." });
    expect((await f.instructor.client.post(replyUrl, { text: "Again" })).statusCode).toBe(409);
    expect((await publicList(f.url)).data[0].reply.text).toBe("We fixed the blower since.");

    const hideUrl = `/api/admin/reviews/${created.id}/hide`;
    expect((await f.instructor.client.post(hideUrl, { reason: "mine" })).statusCode).toBe(403);
    const admin = await signedIn(t.app, t.db, ["admin"]);
    expect((await admin.client.post(hideUrl, { reason: "" })).statusCode).toBe(422);
    const hidden = await admin.client.post(hideUrl, { reason: "Names a person." });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.hidden).toMatchObject({ reason: "Names a person." });
    for (const url of [
      f.url,
      `/api/instructors/${f.instructor.user.slug}/reviews`,
      `/api/venues/${f.venueId}/reviews`,
    ]) {
      const page = await publicList(url);
      expect(page.data, url).toEqual([]);
      expect(page.meta.summary.count).toBe(0);
    }
    clockAt = new Date(Date.now() + 20 * day);
    await relogin(f.instructor);
    expect((await publicList(f.url)).data).toEqual([]);
  });
});
