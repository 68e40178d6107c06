import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { classes, venues } from "../../db/schema/index.ts";
import { applyBody, createClass, createVenue, signedIn } from "../applications/testing.ts";

/** Who gets what for a cancelled, past or withdrawn-from class (decision 521). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

type Client = Awaited<ReturnType<typeof signedIn>>["client"];
const getAs = (client: Client | null, id: number) =>
  client ? client.get(`/api/classes/${id}`) : t.app.inject({ method: "GET", url: `/api/classes/${id}` });
const day = 86_400_000;

/** A forge owned by `ownerId` at (lat, lng). */
async function forgeAt(ownerId: number, lat: number, lng: number) {
  const id = await createVenue(t.db, ownerId);
  await t.db.update(venues).set({ lat, lng }).where(eq(venues.id, id));
  return id;
}

describe("GET /api/classes/{id} for a cancelled class", () => {
  it("answers the applicant, the instructor and a visitor with the notice, when and why, and nearby classes first", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor", "host"]);
    const here = await forgeAt(teacher.user.id, 45, -122);
    const near = await forgeAt(teacher.user.id, 45.1, -122.1);
    const far = await forgeAt(teacher.user.id, 10, 10);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, venueId: here, autoAccept: true });
    // The far class starts sooner: without the nearby order it would come first.
    const farClass = await createClass(t.db, { instructorId: teacher.user.id, venueId: far, startsInMs: 2 * day });
    const nearClass = await createClass(t.db, { instructorId: teacher.user.id, venueId: near, startsInMs: 9 * day });

    const student = await signedIn(t.app, t.db);
    const applied = await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    expect(applied.json().data.status).toBe("accepted");

    const reason = "The forge's chimney needs repair.";
    const before = Date.now();
    expect((await teacher.client.post(`/api/classes/${cls.id}/cancel`, { reason })).statusCode).toBe(200);

    const visitor = await signedIn(t.app, t.db);
    for (const who of [student.client, teacher.client, visitor.client, null]) {
      const res = await getAs(who, cls.id);
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d.status).toBe("cancelled");
      expect(d.cancel_reason).toBe(reason);
      expect(new Date(d.cancelled_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const ids = (d.related as Array<{ id: number }>)
        .map((r) => r.id)
        .filter((id) => [farClass.id, nearClass.id].includes(id));
      expect(ids).toEqual([nearClass.id, farClass.id]);
    }
    // The applicant sees what happened to their seat: their application was cancelled with the class.
    expect((await getAs(student.client, cls.id)).json().data.my_application).toMatchObject({ status: "cancelled" });
    expect((await getAs(visitor.client, cls.id)).json().data.my_application).toBeNull();
  });

  it("keeps a class cancelled while still a draft 404 to everyone but those who manage it", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, status: "draft" });
    await t.db.update(classes).set({ publishedAt: null }).where(eq(classes.id, cls.id));
    expect(
      (await teacher.client.post(`/api/classes/${cls.id}/cancel`, { reason: "Changed my plans." })).statusCode,
    ).toBe(200);
    const other = await signedIn(t.app, t.db);
    expect((await getAs(other.client, cls.id)).statusCode).toBe(404);
    expect((await getAs(null, cls.id)).statusCode).toBe(404);
    const own = await getAs(teacher.client, cls.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.status).toBe("cancelled");
  });
});

describe("GET /api/classes/{id} for a past class and a withdrawn application", () => {
  it("offers a past class's instructor's upcoming classes before others of its theme", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const otherTeacher = await signedIn(t.app, t.db, ["instructor"]);
    const past = await createClass(t.db, { instructorId: teacher.user.id, startsInMs: -2 * day });
    const sameTheme = await createClass(t.db, { instructorId: otherTeacher.user.id, startsInMs: 1 * day });
    const mine = await createClass(t.db, { instructorId: teacher.user.id, startsInMs: 20 * day });
    await t.db.update(classes).set({ theme: "knife-making" }).where(eq(classes.id, mine.id));

    const d = (await getAs(null, past.id)).json().data;
    expect(d.status).toBe("completed");
    const ids = (d.related as Array<{ id: number }>)
      .map((r) => r.id)
      .filter((id) => [sameTheme.id, mine.id].includes(id));
    // The instructor's class (another theme, later) first, then the sooner class of the same theme.
    expect(ids).toEqual([mine.id, sameTheme.id]);
  });

  it("tells a student who withdrew when, and forgets it once they apply again", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id });
    const student = await signedIn(t.app, t.db);
    expect((await getAs(student.client, cls.id)).json().data.my_withdrawn_at).toBeNull();
    const once = (await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls))).json().data;
    expect((await student.client.post(`/api/applications/${once.id}/withdraw`)).statusCode).toBe(200);
    const d = (await getAs(student.client, cls.id)).json().data;
    expect(d.my_application).toBeNull();
    expect(typeof d.my_withdrawn_at).toBe("string");
    expect((await getAs(null, cls.id)).json().data.my_withdrawn_at).toBeNull();
    await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    expect((await getAs(student.client, cls.id)).json().data.my_withdrawn_at).toBeNull();
  });
});
