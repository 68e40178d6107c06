import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applications, notifications } from "../../db/schema/index.ts";
import { applyBody, createClass, createVenue, linkToForge, signedIn } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

async function classWithStudents(n: number, names: string[] = []) {
  const teacher = await signedIn(t.app, t.db, ["instructor"]);
  const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true, capacity: 10 });
  const students = [];
  for (let i = 0; i < n; i++) {
    const s = await signedIn(t.app, t.db);
    if (names[i]) {
      const { users } = await import("../../db/schema/index.ts");
      await t.db
        .update(users)
        .set({ name: names[i] as string })
        .where(eq(users.id, s.user.id));
    }
    await s.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls, { message: `=cmd|' /C calc'!A0, "hi"` }));
    students.push(s);
  }
  return { teacher, cls, students };
}

describe("GET /api/manage/students", () => {
  it("lists accepted students per class for the class's managers only", async () => {
    const { teacher, cls, students } = await classWithStudents(2);
    const res = await teacher.client.get(`/api/manage/students?class_id=${cls.id}`);
    expect(res.statusCode).toBe(200);
    const [roster] = res.json().data;
    expect(roster.class.id).toBe(cls.id);
    expect(roster.students.map((s: { id: number }) => s.id).sort()).toEqual(students.map((s) => s.user.id).sort());
    // No student's email reaches the manager (decision 504): they answer in a conversation.
    expect(res.body).not.toContain("@");
    const other = await signedIn(t.app, t.db, ["instructor"]);
    expect((await other.client.get(`/api/manage/students?class_id=${cls.id}`)).statusCode).toBe(404);
    expect((await other.client.get("/api/manage/students")).json().data).toEqual([]);
    expect((await students[0]?.client.get("/api/manage/students"))?.statusCode).toBe(403);
  });

  it("exports CSV with escaping, formula guard and an attachment header", async () => {
    const { teacher, cls } = await classWithStudents(1, ['Jo "The Hammer" Smith, Jr.']);
    const res = await teacher.client.get(`/api/manage/students?class_id=${cls.id}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="roster-.+\.csv"$/);
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe("Name,Experience,Message,Accepted");
    // Experience in words, the acceptance time in the forge's zone with its name (decision 530).
    expect(lines[1]).toMatch(
      /^"Jo ""The Hammer"" Smith, Jr\.",Some experience,"'=cmd\|' \/C calc'!A0, ""hi""","[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{2,5}([+-]\d+)?"$/,
    );
    expect(res.body).not.toContain("@");
    const noClass = await teacher.client.get("/api/manage/students?format=csv");
    expect(noClass.statusCode).toBe(422);
  });
});

describe("GET /api/dashboard", () => {
  it("shows the instructor their classes with seats filled and pending decisions", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const review = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: false, capacity: 4 });
    const s = await signedIn(t.app, t.db);
    await s.client.post(`/api/classes/${review.id}/applications`, applyBody(review));
    const res = await teacher.client.get("/api/dashboard");
    expect(res.statusCode).toBe(200);
    const teaching = res.json().data.teaching;
    expect(teaching.pending_decisions).toBe(1);
    expect(teaching.classes[0]).toMatchObject({ seats_filled: 0, pending_count: 1, class: { id: review.id } });
    expect(teaching.next_sessions[0].class_id).toBe(review.id);
    const student = await s.client.get("/api/dashboard");
    expect(student.json().data).toMatchObject({ teaching: null, student: { upcoming: [], class_requests_count: 0 } });
    expect(student.json().data.student.pending[0].class.id).toBe(review.id);
  });
});

describe("class changes and cancellation reach every active applicant", () => {
  it("class_change on an edit; class_cancelled cancels every active application", async () => {
    const host = await signedIn(t.app, t.db, ["host"]);
    const venueId = await createVenue(t.db, host.user.id);
    const otherVenue = await createVenue(t.db, host.user.id);
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, venueId, autoAccept: true, capacity: 1 });
    await linkToForge(t.db, otherVenue, host.user.id, teacher.user.id);
    const a = await signedIn(t.app, t.db);
    const b = await signedIn(t.app, t.db);
    const gone = await signedIn(t.app, t.db);
    await a.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    await b.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    const g = await gone.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    await gone.client.post(`/api/applications/${g.json().data.id}/withdraw`);

    const edit = await teacher.client.patch(`/api/classes/${cls.id}`, { venue_id: otherVenue });
    expect(edit.statusCode).toBe(200);
    for (const s of [a, b]) {
      const rows = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, s.user.id), eq(notifications.type, "class_change")));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.message).toMatch(/changed: the forge\./);
    }
    const cancel = await teacher.client.post(`/api/classes/${cls.id}/cancel`, { reason: "Forge flooded." });
    expect(cancel.statusCode).toBe(200);
    const rows = await t.db.select().from(applications).where(eq(applications.classId, cls.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["cancelled", "cancelled", "withdrawn"]);
    for (const s of [a, b]) {
      const [n] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, s.user.id), eq(notifications.type, "class_cancelled")));
      expect(n?.message).toContain("Forge flooded.");
      expect(n?.data).toMatchObject({ status: "cancelled" });
    }
    const none = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, gone.user.id), eq(notifications.type, "class_cancelled")));
    expect(none).toHaveLength(0);
  });
});
