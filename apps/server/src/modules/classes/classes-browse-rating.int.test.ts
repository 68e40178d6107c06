import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applications, reviews } from "../../db/schema/index.ts";
import { createClass } from "../applications/testing.ts";

const day = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** An instructor with an upcoming class and, on a past class, published reviews of these stars. */
async function instructorWith(stars: number[], hidden = 0) {
  const instructor = await createUser(t.db, { roles: ["student", "instructor"] });
  const upcoming = await createClass(t.db, { instructorId: instructor.id, startsInMs: 10 * day });
  const past = await createClass(t.db, { instructorId: instructor.id, startsInMs: -30 * day, status: "completed" });
  for (const [i, rating] of stars.entries()) {
    const student = await createUser(t.db);
    const [a] = await t.db
      .insert(applications)
      .values({
        classId: past.id,
        studentId: student.id,
        status: "accepted",
        experienceLevel: "some",
        safetyVersion: 1,
        safetyAcknowledgedAt: new Date(),
        acceptedAt: new Date(),
      })
      .returning();
    await t.db.insert(reviews).values({
      classId: past.id,
      studentId: student.id,
      applicationId: a!.id,
      rating,
      publishedAt: new Date(),
      hiddenAt: i < hidden ? new Date() : null,
      hiddenReason: i < hidden ? "Off topic" : null,
    });
  }
  return upcoming.id;
}

it("Highest rated sorts by the instructor's Bayesian average: many good reviews before a few perfect ones; hidden ones do not count", async () => {
  const few = await instructorWith([5, 5, 5]); // (5*4 + 15) / 8 = 4.375
  const many = await instructorWith([...Array(16).fill(5), 4, 4, 4, 4]); // (20 + 96) / 25 = 4.64
  const none = await instructorWith([]); // the prior: 4
  const hiddenLow = await instructorWith([1, 1, 1, 5, 5, 5], 3); // the 1s hidden: as `few`, 4.375
  const poor = await instructorWith([2, 3, 2]); // (20 + 7) / 8 = 3.375

  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const res = await t.app.inject({ url: `/api/classes?sort=rating&limit=2${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Array<{ id: number }>; meta: { next_cursor: string | null } };
    ids.push(...body.data.map((c) => c.id));
    cursor = body.meta.next_cursor;
  } while (cursor);
  const order = ids.filter((id) => [few, many, none, hiddenLow, poor].includes(id));
  expect(order[0]).toBe(many);
  expect(order.slice(1, 3).sort()).toEqual([few, hiddenLow].sort());
  expect(order.slice(3)).toEqual([none, poor]);
});
