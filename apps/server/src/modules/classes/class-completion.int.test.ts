import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applications, classes } from "../../db/schema/index.ts";
import { classCompletionCron, classCompletionQueue, completeEndedClasses } from "./class-completion.job.ts";
import { insertClass, insertVenue, type SignedIn, sessionAt, signedIn } from "./classes.test-helpers.ts";

let t: TestApp;
let teacher: SignedIn;
let venueId: number;
const ids: Record<string, number> = {};

const statusOf = async (id: number) =>
  (await t.db.select({ status: classes.status }).from(classes).where(eq(classes.id, id)))[0]?.status;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  // Written before the app is ready: the start-up sweep (onReady) must complete the ended one.
  const owner = await createUser(t.db, { roles: ["instructor"] });
  venueId = await insertVenue(t.db, owner.id);
  const add = async (key: string, f: Omit<Parameters<typeof insertClass>[1], "instructorId" | "venueId">) => {
    ids[key] = (await insertClass(t.db, { instructorId: owner.id, venueId, ...f })).id;
  };
  await add("endedBeforeStart", { sessions: [sessionAt(-50), sessionAt(-26)] });
  await add("underWay", { sessions: [sessionAt(-2), sessionAt(20)] });
  await add("future", { sessions: [sessionAt(30)] });
  await add("draftEnded", { status: "draft", sessions: [sessionAt(-30)] });
  await add("cancelledEnded", { status: "cancelled", sessions: [sessionAt(-30)] });
  await t.app.ready();
  teacher = await signedIn(t, ["instructor"]);
});
afterAll(() => t?.close());

describe("completing classes", () => {
  it("sweeps once at start-up: only published classes whose last session has ended", async () => {
    expect(await statusOf(ids.endedBeforeStart as number)).toBe("completed");
    expect(await statusOf(ids.underWay as number)).toBe("published");
    expect(await statusOf(ids.future as number)).toBe("published");
    expect(await statusOf(ids.draftEnded as number)).toBe("draft");
    expect(await statusOf(ids.cancelledEnded as number)).toBe("cancelled");
  });

  it("schedules the sweep every 10 minutes on the job queue", async () => {
    const schedules = await t.app.jobs.boss.getSchedules(classCompletionQueue);
    expect(schedules).toEqual([expect.objectContaining({ name: classCompletionQueue, cron: classCompletionCron })]);
    expect(classCompletionCron).toBe("*/10 * * * *");
  });

  it("reads a class that ended a minute ago as completed before the sweep, then the job stores it", async () => {
    const just = await insertClass(t.db, {
      instructorId: teacher.user.id,
      venueId,
      sessions: [{ startsAt: new Date(Date.now() - 3 * 3_600_000), endsAt: new Date(Date.now() - 60_000) }],
    });
    const student = await createUser(t.db);
    await t.db.insert(applications).values({
      classId: just.id,
      studentId: student.id,
      status: "accepted",
      experienceLevel: "some",
      safetyVersion: 1,
      safetyAcknowledgedAt: new Date(),
    });
    expect(await statusOf(just.id)).toBe("published");

    // Every read path agrees before the sweep: detail, the manage list's filters, writes.
    const detail = await t.app.inject({ method: "GET", url: `/api/classes/${just.id}` });
    expect(detail.json().data.status).toBe("completed");
    const listed = async (status: string) =>
      ((await teacher.client.get(`/api/manage/classes?status=${status}`)).json().data as Array<{ id: number }>).map(
        (c) => c.id,
      );
    expect(await listed("completed")).toContain(just.id);
    expect(await listed("published")).not.toContain(just.id);
    const patch = await teacher.client.patch(`/api/classes/${just.id}`, { title: "Too late to rename" });
    expect(patch.statusCode).toBe(409);
    const cancel = await teacher.client.post(`/api/classes/${just.id}/cancel`, { reason: "Too late to cancel" });
    expect(cancel.statusCode).toBe(409);
    const publicList = (await t.app.inject({ method: "GET", url: "/api/classes" })).json().data as Array<{
      id: number;
    }>;
    expect(publicList.map((c) => c.id)).not.toContain(just.id);

    // The job handler stores it; a second run finds nothing left to do.
    expect(await completeEndedClasses(t.db)).toEqual([just.id]);
    expect(await statusOf(just.id)).toBe("completed");
    expect(await completeEndedClasses(t.db)).toEqual([]);

    // After the sweep the reads are the same, and the application is left as it was.
    expect((await t.app.inject({ method: "GET", url: `/api/classes/${just.id}` })).json().data.status).toBe(
      "completed",
    );
    expect(await listed("completed")).toContain(just.id);
    const apps = await t.db
      .select({ status: applications.status })
      .from(applications)
      .where(inArray(applications.classId, [just.id]));
    expect(apps).toEqual([{ status: "accepted" }]);
  });
});
