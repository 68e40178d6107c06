import type { Role } from "@guildforge/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applyBody, createClass, createVenue, signedIn } from "./testing.ts";

/**
 * Who manages a class (DOMAIN.md "Who"): instructors their own classes, hosts the classes at
 * their venues, admins all. The queue, rosters, CSV, dashboard and decisions must agree.
 */

let t: TestApp;
type Person = Awaited<ReturnType<typeof signedIn>>;
let ingrid: Person; // instructor who owns a venue but is not a host
let bruno: Person; // instructor teaching at Ingrid's venue and at Hector's
let hector: Person; // host
let admin: Person;
const cls: Record<"atIngridsByBruno" | "ingridsOwn" | "atHectorsByBruno", number> = {
  atIngridsByBruno: 0,
  ingridsOwn: 0,
  atHectorsByBruno: 0,
};
/** The pending application of each class (one accepted student per class besides it). */
const pendingOf = new Map<number, number>();

const ids = (xs: Array<{ id: number }>) => xs.map((x) => x.id).sort((a, b) => a - b);
const sorted = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  const as = (roles: Role[]) => signedIn(t.app, t.db, roles);
  [ingrid, bruno, hector, admin] = await Promise.all([
    as(["student", "instructor"]),
    as(["student", "instructor"]),
    as(["student", "host"]),
    as(["student", "admin"]),
  ]);
  const ingridsForge = await createVenue(t.db, ingrid.user.id);
  const hectorsForge = await createVenue(t.db, hector.user.id);
  const make = (instructorId: number, venueId: number) =>
    createClass(t.db, { instructorId, venueId, autoAccept: false, capacity: 5 });
  const classes = {
    atIngridsByBruno: await make(bruno.user.id, ingridsForge),
    ingridsOwn: await make(ingrid.user.id, ingridsForge),
    atHectorsByBruno: await make(bruno.user.id, hectorsForge),
  };
  for (const [key, row] of Object.entries(classes)) {
    cls[key as keyof typeof cls] = row.id;
    const [accepted, pending] = await Promise.all([as(["student"]), as(["student"])]);
    const a = await accepted.client.post(`/api/classes/${row.id}/applications`, applyBody(row));
    const p = await pending.client.post(`/api/classes/${row.id}/applications`, applyBody(row));
    expect([a.statusCode, p.statusCode]).toEqual([201, 201]);
    const decided = await admin.client.post(`/api/manage/applications/${a.json().data.id}/decision`, {
      status: "accepted",
    });
    expect(decided.statusCode).toBe(200);
    pendingOf.set(row.id, p.json().data.id);
  }
}, 60_000);
afterAll(() => t?.close());

/** The classes each person must see and decide on. */
const expected = () => ({
  ingrid: sorted([cls.ingridsOwn]),
  bruno: sorted([cls.atIngridsByBruno, cls.atHectorsByBruno]),
  hector: sorted([cls.atHectorsByBruno]),
  admin: sorted(Object.values(cls)),
});
const people = () => ({ ingrid, bruno, hector, admin });

const roles = ["ingrid", "bruno", "hector", "admin"] as const;

/** Reads first: the decisions below change statuses (and so the rosters). */
describe.each(roles)("%s reads", (who) => {
  const me = () => people()[who];
  const mine = () => expected()[who];
  const others = () => Object.values(cls).filter((c) => !mine().includes(c));

  it("sees exactly the classes they manage in the queue", async () => {
    const res = await me().client.get("/api/manage/applications?limit=100");
    expect(res.statusCode).toBe(200);
    const listed = res.json().data as Array<{ class: { id: number } }>;
    expect(sorted(listed.map((a) => a.class.id))).toEqual(mine());
    expect(res.json().meta.total).toBe(listed.length);
  });

  it("sees exactly the rosters of the classes they manage, and their CSV only", async () => {
    const res = await me().client.get("/api/manage/students");
    expect(res.statusCode).toBe(200);
    const rosters = res.json().data as Array<{ class: { id: number }; students: unknown[] }>;
    expect(ids(rosters.map((r) => r.class))).toEqual(mine());
    for (const r of rosters) expect(r.students).toHaveLength(1);
    for (const id of mine()) {
      expect((await me().client.get(`/api/manage/students?class_id=${id}&format=csv`)).statusCode).toBe(200);
      expect((await me().client.get(`/api/manage/students?class_id=${id}`)).statusCode).toBe(200);
    }
    for (const id of others()) {
      expect((await me().client.get(`/api/manage/students?class_id=${id}&format=csv`)).statusCode).toBe(404);
      expect((await me().client.get(`/api/manage/students?class_id=${id}`)).statusCode).toBe(404);
    }
  });

  it("sees exactly the classes they manage on the dashboard", async () => {
    const res = await me().client.get("/api/dashboard");
    expect(res.statusCode).toBe(200);
    const teaching = res.json().data.teaching as { classes: Array<{ class: { id: number } }> };
    expect(ids(teaching.classes.map((c) => c.class))).toEqual(mine());
  });
});

describe.each(roles)("%s decisions", (who) => {
  const me = () => people()[who];
  const mine = () => expected()[who];
  const others = () => Object.values(cls).filter((c) => !mine().includes(c));

  it("can decide on every application they can see, and on no other (404)", async () => {
    for (const id of others()) {
      const res = await me().client.post(`/api/manage/applications/${pendingOf.get(id)}/decision`, {
        status: "waitlisted",
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Application not found.");
    }
    const queue = (await me().client.get("/api/manage/applications?limit=100")).json().data as Array<{
      id: number;
      status: string;
    }>;
    expect(queue.length).toBeGreaterThan(0);
    for (const a of queue) {
      // A transition that is allowed from the current status, so only authorisation can refuse it.
      const status = a.status === "waitlisted" ? "accepted" : "waitlisted";
      const res = await me().client.post(`/api/manage/applications/${a.id}/decision`, { status });
      expect(res.statusCode, `application ${a.id} (${a.status} -> ${status})`).toBe(200);
    }
  });
});

it.each(["ingrid", "bruno", "hector"] as const)(
  "%s: bulk decisions refuse other classes' applications as not found",
  async (who) => {
    const foreign = Object.values(cls)
      .filter((c) => !expected()[who].includes(c))
      .map((c) => pendingOf.get(c) as number);
    expect(foreign.length).toBeGreaterThan(0);
    const res = await people()[who].client.post("/api/manage/applications/decisions", {
      ids: foreign,
      status: "rejected",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.decided).toEqual([]);
    expect(res.json().data.failed).toEqual(foreign.map((id) => ({ id, message: "Application not found." })));
  },
);
