import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { rowsOf } from "../../db/rows.ts";
import { classes, classSessions, incidents } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { createClass, createVenue, signedIn } from "../applications/testing.ts";

const hour = 3_600_000;
const day = 24 * hour;

let t: TestApp;
beforeAll(async () => {
  // Many sign-ins (a fixture signs in its people): the login rate limit is not what this file checks.
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
});
afterAll(() => t?.close());

type Who = Awaited<ReturnType<typeof signedIn>>;

/**
 * A forge owned by a host, and a class there taught by an instructor: one session that started
 * two hours ago, one next week.
 */
async function teachingFixture() {
  const host = await signedIn(t.app, t.db, ["student", "host"]);
  const instructor = await signedIn(t.app, t.db, ["student", "instructor"]);
  const venueId = await createVenue(t.db, host.user.id);
  const cls = await createClass(t.db, { instructorId: instructor.user.id, venueId, startsInMs: -2 * hour });
  const [started] = await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id));
  const upcoming = new Date(Date.now() + 7 * day);
  await t.db
    .insert(classSessions)
    .values({ classId: cls.id, startsAt: upcoming, endsAt: new Date(upcoming.getTime() + 3 * hour) });
  return { host, instructor, venueId, cls, started: started!.startsAt, upcoming };
}

const body = (startsAt: Date, extra: Record<string, unknown> = {}) => ({
  session_starts_at: startsAt.toISOString(),
  kind: "burn",
  severity: "needs_first_aid",
  what_happened: "A student touched the hot end of a bar while turning it.",
  action_taken: "Cooled the burn under running water for twenty minutes; dressing applied.",
  ...extra,
});

const post = (who: Who, classId: number, payload: unknown, headers?: Record<string, string>) =>
  who.client.post(`/api/manage/classes/${classId}/incidents`, payload, headers);

const stored = async (classId: number) =>
  (await t.db.select({ id: incidents.id }).from(incidents).where(eq(incidents.classId, classId))).length;

describe("recording a safety incident (issue 40 point 6)", () => {
  it("the class's instructor records one against a session that has started; it is listed for the class", async () => {
    const f = await teachingFixture();
    const res = await post(f.instructor, f.cls.id, body(f.started));
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      class: { id: f.cls.id, title: f.cls.title },
      forge: { id: f.venueId },
      time_zone: "UTC",
      session_starts_at: f.started.toISOString(),
      kind: "burn",
      severity: "needs_first_aid",
      what_happened: "A student touched the hot end of a bar while turning it.",
      action_taken: "Cooled the burn under running water for twenty minutes; dressing applied.",
      reported_by: { id: f.instructor.user.id, name: f.instructor.user.name },
    });
    expect(await stored(f.cls.id)).toBe(1);

    const list = await f.instructor.client.get(`/api/manage/classes/${f.cls.id}/incidents`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((i: { id: number }) => i.id)).toEqual([data.id]);
    // The forge's host sees the class's incidents too.
    const byHost = await f.host.client.get(`/api/manage/classes/${f.cls.id}/incidents`);
    expect(byHost.json().data).toHaveLength(1);
  });

  it("lists the classes one manages with their started sessions only (the form's choices)", async () => {
    const f = await teachingFixture();
    const res = await f.instructor.client.get("/api/manage/incident-classes");
    expect(res.statusCode).toBe(200);
    const mine = res.json().data as Array<{ id: number; sessions: Array<{ starts_at: string }> }>;
    expect(mine.map((c) => c.id)).toEqual([f.cls.id]);
    expect(mine[0]?.sessions.map((s) => s.starts_at)).toEqual([f.started.toISOString()]);
    // A class whose sessions are all to come, and a draft, are not offered.
    await createClass(t.db, { instructorId: f.instructor.user.id, startsInMs: 3 * day });
    await createClass(t.db, { instructorId: f.instructor.user.id, startsInMs: -day, status: "draft" });
    const again = await f.instructor.client.get("/api/manage/incident-classes");
    expect(again.json().data.map((c: { id: number }) => c.id)).toEqual([f.cls.id]);
    // A student may not ask.
    const student = await signedIn(t.app, t.db);
    expect((await student.client.get("/api/manage/incident-classes")).statusCode).toBe(403);
  });

  it("the forge's host and an admin may record one too", async () => {
    const f = await teachingFixture();
    expect((await post(f.host, f.cls.id, body(f.started))).statusCode).toBe(201);
    const admin = await signedIn(t.app, t.db, ["student", "admin"]);
    expect((await post(admin, f.cls.id, body(f.started, { kind: "near_miss", severity: "minor" }))).statusCode).toBe(
      201,
    );
    expect(await stored(f.cls.id)).toBe(2);
  });

  it("another instructor, and a host of another forge, meet the 404 of a class that is not there; nothing is stored", async () => {
    const f = await teachingFixture();
    const other = await signedIn(t.app, t.db, ["student", "instructor"]);
    const otherHost = await signedIn(t.app, t.db, ["student", "host"]);
    for (const who of [other, otherHost]) {
      const res = await post(who, f.cls.id, body(f.started));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Class not found." });
      const list = await who.client.get(`/api/manage/classes/${f.cls.id}/incidents`);
      expect(list.statusCode).toBe(404);
    }
    // A class that does not exist answers the same.
    expect((await post(other, 2_000_000_000, body(f.started))).statusCode).toBe(404);
    expect(await stored(f.cls.id)).toBe(0);
  });

  it("a student is refused (403) and a visitor who is not signed in gets 401; nothing is stored", async () => {
    const f = await teachingFixture();
    const student = await signedIn(t.app, t.db);
    const res = await post(student, f.cls.id, body(f.started));
    expect(res.statusCode).toBe(403);
    expect((await student.client.get(`/api/manage/classes/${f.cls.id}/incidents`)).statusCode).toBe(403);
    const guest = sessionClient(t.app);
    const anon = await guest.post(`/api/manage/classes/${f.cls.id}/incidents`, body(f.started));
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.code).toBe("UNAUTHENTICATED");
    expect((await guest.get(`/api/manage/classes/${f.cls.id}/incidents`)).statusCode).toBe(401);
    expect((await guest.get("/api/admin/incidents")).statusCode).toBe(401);
    expect(await stored(f.cls.id)).toBe(0);
  });

  describe("bad input is a 422 naming the field, and nothing is stored", () => {
    let f: Awaited<ReturnType<typeof teachingFixture>>;
    beforeAll(async () => {
      f = await teachingFixture();
    });
    it.each([
      [
        "what happened too short",
        "what_happened",
        { what_happened: "Burnt." },
        "Describe what happened in at least 10 characters.",
      ],
      [
        "what happened invisible",
        "what_happened",
        { what_happened: "\u200b".repeat(12) },
        "Describe what happened with visible text.",
      ],
      [
        "what happened too long",
        "what_happened",
        { what_happened: "x".repeat(2001) },
        "Keep what happened under 2,000 characters.",
      ],
      [
        "a control character",
        "what_happened",
        { what_happened: "Hot scale\u0000 flew into a boot" },
        "This can't contain control characters.",
      ],
      ["what happened missing", "what_happened", { what_happened: undefined }, "Describe what happened."],
      [
        "what was done too long",
        "action_taken",
        { action_taken: "y".repeat(2001) },
        "Keep what was done under 2,000 characters.",
      ],
      ["an unknown kind", "kind", { kind: "explosion" }, "Choose what kind of incident it was."],
      ["no severity", "severity", { severity: undefined }, "Choose how serious it was."],
      [
        "a start that is no date",
        "session_starts_at",
        { session_starts_at: "yesterday" },
        "Choose the session the incident happened in.",
      ],
    ])("%s", async (_name, field, extra, message) => {
      const res = await post(f.instructor, f.cls.id, body(f.started, extra));
      expect(res.statusCode, res.body).toBe(422);
      const answer = res.json();
      expect(answer.errors[field]).toEqual([message]);
      expect(Object.keys(answer.errors)).toEqual([field]);
      expect(answer.message).toBe(message);
      expect(await stored(f.cls.id)).toBe(0);
    });
  });

  it("a start that is none of the class's sessions, or a session still to come, is a 422 on session_starts_at", async () => {
    const f = await teachingFixture();
    const elsewhere = await post(f.instructor, f.cls.id, body(new Date(f.started.getTime() - day)));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ session_starts_at: ["Choose one of this class's sessions."] });
    const later = await post(f.instructor, f.cls.id, body(f.upcoming));
    expect(later.statusCode).toBe(422);
    expect(later.json().errors.session_starts_at[0]).toMatch(/has not started yet/);
    expect(await stored(f.cls.id)).toBe(0);
  });

  it("a session starting within the tolerance counts as started; a draft class is a 409", async () => {
    const f = await teachingFixture();
    const soon = new Date(Date.now() + 10 * 60_000);
    await t.db
      .insert(classSessions)
      .values({ classId: f.cls.id, startsAt: soon, endsAt: new Date(soon.getTime() + hour) });
    expect((await post(f.instructor, f.cls.id, body(soon))).statusCode).toBe(201);

    await t.db.update(classes).set({ status: "draft" }).where(eq(classes.id, f.cls.id));
    const draft = await post(f.instructor, f.cls.id, body(f.started));
    expect(draft.statusCode).toBe(409);
    expect(await stored(f.cls.id)).toBe(1);
  });

  it("a retry with the same Idempotency-Key stores the incident once and answers the same", async () => {
    const f = await teachingFixture();
    const key = { "idempotency-key": `incident-${f.cls.id}` };
    const first = await post(f.instructor, f.cls.id, body(f.started), key);
    expect(first.statusCode).toBe(201);
    const again = await post(f.instructor, f.cls.id, body(f.started), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().data.id).toBe(first.json().data.id);
    // Also once the kept answer is gone (purged after a day): the incident's own key finds it.
    await t.db.execute(sql`delete from idempotent_requests where user_id = ${f.instructor.user.id}`);
    const later = await post(f.instructor, f.cls.id, body(f.started), key);
    expect(later.statusCode).toBe(201);
    expect(later.json().data.id).toBe(first.json().data.id);
    // Two sends at once: one incident.
    const both = { "idempotency-key": `incident-both-${f.cls.id}` };
    const answers = await Promise.all([
      post(f.instructor, f.cls.id, body(f.started, { kind: "cut" }), both),
      post(f.instructor, f.cls.id, body(f.started, { kind: "cut" }), both),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201]);
    expect(await stored(f.cls.id)).toBe(2);
  });

  it("no public answer carries an incident: the class, the forge, the instructor's profile, the class list", async () => {
    const f = await teachingFixture();
    const words = "Spark landed in a glove; the smith stopped the class at once.";
    expect((await post(f.instructor, f.cls.id, body(f.started, { what_happened: words }))).statusCode).toBe(201);
    const guest = sessionClient(t.app);
    const [instructor] = rowsOf<{ slug: string }>(
      await t.db.execute(sql`select slug from users where id = ${f.instructor.user.id}`),
    );
    const pages = [
      `/api/classes/${f.cls.id}`,
      `/api/venues/${f.venueId}`,
      `/api/users/${instructor?.slug}`,
      "/api/classes?limit=50",
      `/api/classes/${f.cls.id}/calendar.ics`,
    ];
    for (const url of pages) {
      for (const client of [guest, f.instructor.client]) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toContain("Spark landed");
        expect(res.body, url).not.toMatch(/incident/i);
      }
    }
  });
});

describe("the admins' incident list", () => {
  it("lists every incident newest first with class, forge, session and reporter, pages by cursor, and counts per forge", async () => {
    const a = await teachingFixture();
    const b = await teachingFixture();
    expect(
      (await post(a.instructor, a.cls.id, body(a.started, { what_happened: "First: a cut on the thumb." }))).statusCode,
    ).toBe(201);
    expect(
      (await post(b.instructor, b.cls.id, body(b.started, { what_happened: "Second: tongs slipped, near miss." })))
        .statusCode,
    ).toBe(201);
    expect(
      (await post(a.host, a.cls.id, body(a.started, { what_happened: "Third: a scale burn on the wrist." })))
        .statusCode,
    ).toBe(201);

    const admin = await signedIn(t.app, t.db, ["student", "admin"]);
    const first = await admin.client.get("/api/admin/incidents?limit=2");
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.data.map((i: { what_happened: string }) => i.what_happened)).toEqual([
      "Third: a scale burn on the wrist.",
      "Second: tongs slipped, near miss.",
    ]);
    expect(page1.data[0]).toMatchObject({
      class: { id: a.cls.id, title: a.cls.title },
      forge: { id: a.venueId },
      session_starts_at: a.started.toISOString(),
      reported_by: { id: a.host.user.id, name: a.host.user.name },
    });
    const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from incidents`)) as [
      { n: number },
    ];
    expect(page1.meta.total).toBe(n);
    expect(page1.meta.next_cursor).toEqual(expect.any(String));

    const second = await admin.client.get(
      `/api/admin/incidents?limit=2&cursor=${encodeURIComponent(page1.meta.next_cursor)}`,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().data[0].what_happened).toBe("First: a cut on the thumb.");

    // Every page walked: each incident once.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await admin.client.get(
        `/api/admin/incidents?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      seen.push(...res.json().data.map((i: { id: number }) => i.id));
      cursor = res.json().meta.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);

    const byForge = page1.meta.by_forge as Array<{ forge: { id: number; name: string } | null; count: number }>;
    expect(byForge.find((c) => c.forge?.id === a.venueId)?.count).toBe(2);
    expect(byForge.find((c) => c.forge?.id === b.venueId)?.count).toBe(1);
    expect(byForge.reduce((sum, c) => sum + c.count, 0)).toBe(n);
    const counts = byForge.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
  });

  it("only admins read it; a bad cursor is a 422", async () => {
    const f = await teachingFixture();
    expect((await f.instructor.client.get("/api/admin/incidents")).statusCode).toBe(403);
    expect((await f.host.client.get("/api/admin/incidents")).statusCode).toBe(403);
    const admin = await signedIn(t.app, t.db, ["student", "admin"]);
    const bad = await admin.client.get("/api/admin/incidents?cursor=bm90LWEtY3Vyc29y");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.cursor).toBeDefined();
  });
});
