import type { Role } from "@guildforge/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applyBody, createClass, createVenue, signedIn } from "./testing.ts";

/**
 * GET /api/manage/roster-classes: the class picker of /manage/students and /manage/applications.
 * The same managers as /api/manage/students (instructors their classes, hosts their forges'
 * classes, admins all), each class with its accepted, pending and waitlisted counts.
 */

let t: TestApp;
type Person = Awaited<ReturnType<typeof signedIn>>;
let ingrid: Person; // instructor
let bruno: Person; // another instructor
let hector: Person; // host of the forge Bruno teaches at
let admin: Person;
let student: Person;
let ingrids = 0;
let brunos = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  const as = (roles: Role[]) => signedIn(t.app, t.db, roles);
  [ingrid, bruno, hector, admin, student] = await Promise.all([
    as(["student", "instructor"]),
    as(["student", "instructor"]),
    as(["student", "host"]),
    as(["student", "admin"]),
    as(["student"]),
  ]);
  const forge = await createVenue(t.db, hector.user.id);
  const mine = await createClass(t.db, { instructorId: ingrid.user.id, autoAccept: false, capacity: 5 });
  const his = await createClass(t.db, { instructorId: bruno.user.id, venueId: forge, autoAccept: false, capacity: 5 });
  ingrids = mine.id;
  brunos = his.id;
  // Ingrid's class: two accepted, one pending; Bruno's: one accepted.
  const apply = async (cls: typeof mine) => {
    const s = await as(["student"]);
    const res = await s.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const accept = async (id: number) =>
    expect(
      (await admin.client.post(`/api/manage/applications/${id}/decision`, { status: "accepted" })).statusCode,
    ).toBe(200);
  await accept(await apply(mine));
  await accept(await apply(mine));
  await apply(mine);
  await accept(await apply(his));
}, 60_000);
afterAll(() => t?.close());

const classesOf = async (p: Person) => {
  const res = await p.client.get("/api/manage/roster-classes");
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.json().data as Array<{ id: number; accepted_count: number; pending_count: number; seats_left: number }>;
};

describe("GET /api/manage/roster-classes", () => {
  it("refuses a student (403) and a visitor (401)", async () => {
    expect((await student.client.get("/api/manage/roster-classes")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/manage/roster-classes" })).statusCode).toBe(401);
  });

  it("lists an instructor's own classes with their counts, never another instructor's", async () => {
    const mine = await classesOf(ingrid);
    expect(mine.map((c) => c.id)).toEqual([ingrids]);
    expect(mine[0]).toMatchObject({ accepted_count: 2, pending_count: 1, waitlisted_count: 0, seats_left: 3 });
    const his = await classesOf(bruno);
    expect(his.map((c) => c.id)).toEqual([brunos]);
    expect(his[0]).toMatchObject({ accepted_count: 1, pending_count: 0 });
  });

  it("lists a host's forge's classes and every class for an admin", async () => {
    expect((await classesOf(hector)).map((c) => c.id)).toEqual([brunos]);
    const all = (await classesOf(admin)).map((c) => c.id);
    expect(all).toEqual(expect.arrayContaining([ingrids, brunos]));
  });

  it("agrees with the rosters of /api/manage/students", async () => {
    const rosters = (await ingrid.client.get("/api/manage/students")).json().data as Array<{
      class: { id: number };
      students: unknown[];
    }>;
    const counts = (await classesOf(ingrid)).map((c) => [c.id, c.accepted_count]);
    expect(counts).toEqual(rosters.map((r) => [r.class.id, r.students.length]));
  });
});
