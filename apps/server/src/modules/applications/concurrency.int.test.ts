import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildApp } from "../../app.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { applications, classes, notifications } from "../../db/schema/index.ts";
import { type SessionClient, sessionClient } from "../../platform/sessions/testing.ts";
import { applyBody, createClass, signedIn } from "./testing.ts";

/**
 * Seats under concurrency (decision 130): the class row lock decides, not process memory.
 * A second app instance shares the first one's database: a second pg pool on the same database
 * with TEST_DB=postgres, the same PGlite handle otherwise.
 */
let t: TestApp;
let second: { app: FastifyInstance; database: Database | null };
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  const url = t.database.pool?.options.connectionString;
  const database = url ? await openDatabase({ databaseUrl: url, dataDir: "memory://" }) : null;
  const app = await buildApp({ config: t.config, database: database ?? t.database, logger: false });
  await app.ready();
  second = { app, database };
});
afterAll(async () => {
  await second?.app.close();
  await second?.database?.close();
  await t?.close();
});

/** The same browser session, sending through the other instance. */
function onSecondInstance(client: SessionClient): SessionClient {
  const other = sessionClient(second.app);
  for (const [k, v] of client.cookies) other.cookies.set(k, v);
  return other;
}

async function fiftyApplyAtOnce(viaBoth: boolean) {
  const teacher = await signedIn(t.app, t.db, ["instructor"]);
  const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true, capacity: 10 });
  const students = await Promise.all(Array.from({ length: 50 }, () => signedIn(t.app, t.db)));
  const clients = students.map((s, i) => (viaBoth && i % 2 === 1 ? onSecondInstance(s.client) : s.client));
  const results = await Promise.all(clients.map((c) => c.post(`/api/classes/${cls.id}/applications`, applyBody(cls))));
  expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
  const data = results.map((r) => r.json().data as { id: number; status: string; waitlist_position: number | null });
  expect(data.filter((d) => d.status === "accepted")).toHaveLength(10);
  const waitlisted = data.filter((d) => d.status === "waitlisted");
  expect(waitlisted).toHaveLength(40);
  // Each response's position was computed right after its own commit: a permutation of 1..40.
  expect(waitlisted.map((d) => d.waitlist_position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
    Array.from({ length: 40 }, (_, i) => i + 1),
  );
  const [row] = await t.db.select().from(classes).where(eq(classes.id, cls.id));
  expect(row?.seatsTaken).toBe(10);
  const accepted = await t.db
    .select()
    .from(applications)
    .where(and(eq(applications.classId, cls.id), eq(applications.status, "accepted")));
  expect(accepted).toHaveLength(10);
  return { cls, students, data };
}

// 50 logins (argon2id) dominate the run time on a busy machine: a generous per-test limit.
describe("50 students apply at once to an auto_accept class of 10 seats", () => {
  it("accepts exactly 10 and waitlists 40 in arrival order (one instance)", async () => {
    await fiftyApplyAtOnce(false);
  }, 180_000);

  it("accepts exactly 10 through two app instances on one database; a withdrawal promotes exactly one", async () => {
    const { cls, students, data } = await fiftyApplyAtOnce(true);
    // The current queue agrees with the positions the responses reported.
    const byPosition = new Map(data.filter((d) => d.status === "waitlisted").map((d) => [d.waitlist_position, d.id]));
    const headId = byPosition.get(1);
    const acceptedIndex = data.findIndex((d) => d.status === "accepted");
    const leaver = students[acceptedIndex];
    if (!leaver || headId === undefined) throw new Error("fixture broken");
    const waitlistedStudentIds = (
      await t.db
        .select({ studentId: applications.studentId })
        .from(applications)
        .where(and(eq(applications.classId, cls.id), eq(applications.status, "waitlisted")))
    ).map((r) => r.studentId);

    const res = await onSecondInstance(leaver.client).post(`/api/applications/${data[acceptedIndex]?.id}/withdraw`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe("withdrawn");

    const [promoted] = await t.db.select().from(applications).where(eq(applications.id, headId));
    expect(promoted?.status).toBe("accepted");
    const stillWaiting = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.classId, cls.id), eq(applications.status, "waitlisted")));
    expect(stillWaiting).toHaveLength(39);
    const [row] = await t.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.seatsTaken).toBe(10);
    const sent = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "waitlist_promoted"), inArray(notifications.userId, waitlistedStudentIds)));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.userId).toBe(promoted?.studentId);
    expect(sent[0]?.data).toMatchObject({ status: "accepted", url: "/dashboard/my-applications" });
    // The rest moved up by one: positions 1..39.
    const mine = await Promise.all(
      students.map((s) => s.client.get("/api/applications").then((r) => r.json().data[0])),
    );
    const positions = mine.filter((a) => a.status === "waitlisted").map((a) => a.waitlist_position);
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 39 }, (_, i) => i + 1));
  }, 180_000);
});
