import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applications, classSessions, users } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { createClass, createVenue, signedIn } from "../applications/testing.ts";
import { signCalendarFeed } from "./calendar-feed-token.ts";

const hour = 3_600_000;
const unfold = (text: string) => text.replace(/\r\n /g, "");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The path of a feed link the API gave (`https://host/api/calendar/{token}.ics`). */
const pathOf = (url: string | null) => new URL(url ?? "http://x/missing").pathname;

async function seat(status: "accepted" | "pending", opts: { sessions?: number } = {}) {
  const instructor = await signedIn(t.app, t.db, ["student", "instructor"]);
  const venueId = await createVenue(t.db, instructor.user.id);
  const cls = await createClass(t.db, { instructorId: instructor.user.id, venueId, startsInMs: 72 * hour });
  for (let i = 1; i < (opts.sessions ?? 1); i++) {
    const startsAt = new Date(Date.now() + (72 + 24 * i) * hour);
    await t.db
      .insert(classSessions)
      .values({ classId: cls.id, startsAt, endsAt: new Date(startsAt.getTime() + 3 * hour) });
  }
  const student = await signedIn(t.app, t.db);
  await t.db.insert(applications).values({
    classId: cls.id,
    studentId: student.user.id,
    status,
    experienceLevel: "some",
    safetyVersion: 1,
    safetyAcknowledgedAt: new Date(),
    acceptedAt: status === "accepted" ? new Date() : null,
  });
  return { instructor, student, cls };
}

async function feedOf(client: ReturnType<typeof sessionClient>) {
  const res = await client.post("/api/user/calendar-feed", { action: "enable" });
  expect(res.statusCode).toBe(200);
  return res.json().data as { https_url: string; webcal_url: string; enabled: boolean };
}

describe("calendar feed (issue 40 point 2)", () => {
  it("is off until turned on; its links are the owner's only and never cached", async () => {
    const { client } = await signedIn(t.app, t.db);
    const off = await client.get("/api/user/calendar-feed");
    expect(off.statusCode).toBe(200);
    expect(off.headers["cache-control"]).toContain("no-store");
    expect(off.json().data).toEqual({ enabled: false, https_url: null, webcal_url: null, last_read_at: null });

    const on = await feedOf(client);
    expect(on.enabled).toBe(true);
    expect(on.https_url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/\d+\.\d+\.[\w-]{22}\.ics$/);
    expect(on.webcal_url).toBe(on.https_url.replace(/^https?:\/\//, "webcal://"));
    // Turning it on again (a second tap, a retried form) keeps the same link.
    expect((await feedOf(client)).https_url).toBe(on.https_url);

    expect((await t.app.inject({ url: "/api/user/calendar-feed" })).statusCode).toBe(401);
    const anonymousPost = await sessionClient(t.app).post("/api/user/calendar-feed", { action: "enable" });
    expect(anonymousPost.statusCode).toBe(401);
  });

  it("lists the sessions one holds a seat in or teaches, not a pending application's", async () => {
    const accepted = await seat("accepted", { sessions: 2 });
    const pending = await seat("pending");
    const studentFeed = await feedOf(accepted.student.client);
    const res = await t.app.inject({ url: pathOf(studentFeed.https_url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(res.headers["cache-control"]).toContain("no-store");
    const ics = unfold(res.body);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const host = new URL(t.app.deps.config.appUrl).host;
    expect(ics).toContain(`UID:class-${accepted.cls.id}-session-1@${host}`);
    expect(ics).toContain(`UID:class-${accepted.cls.id}-session-2@${host}`);
    expect(ics).toContain("(session 2 of 2)");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");

    const pendingFeed = await feedOf(pending.student.client);
    const none = unfold((await t.app.inject({ url: pathOf(pendingFeed.https_url) })).body);
    expect(none).not.toContain("BEGIN:VEVENT");

    const teacherFeed = await feedOf(accepted.instructor.client);
    const taught = unfold((await t.app.inject({ url: pathOf(teacherFeed.https_url) })).body);
    expect(taught).toContain("SUMMARY:Teaching: ");
    expect(taught).toContain("/manage/students");

    const status = (await accepted.student.client.get("/api/user/calendar-feed")).json().data;
    expect(status.last_read_at).not.toBeNull();
  });

  it("keeps UIDs and bumps SEQUENCE when the class moves; a cancelled class's sessions show cancelled", async () => {
    const { student, instructor, cls } = await seat("accepted");
    const url = pathOf((await feedOf(student.client)).https_url);
    const before = unfold((await t.app.inject({ url })).body);
    const sequence = (text: string) => Number(/SEQUENCE:(\d+)/.exec(text)?.[1]);

    const startsAt = new Date(Date.now() + 96 * hour);
    const moved = await instructor.client.patch(`/api/classes/${cls.id}`, {
      sessions: [{ starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + 2 * hour).toISOString() }],
    });
    expect(moved.statusCode).toBe(200);
    const after = unfold((await t.app.inject({ url })).body);
    expect(sequence(after)).toBeGreaterThan(sequence(before));
    expect(after).toContain(`UID:class-${cls.id}-session-1@`);
    expect(after).toContain(
      `DTSTART:${startsAt
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`,
    );

    const cancel = await instructor.client.post(`/api/classes/${cls.id}/cancel`, { reason: "The forge roof leaks." });
    expect(cancel.statusCode).toBe(200);
    const cancelled = unfold((await t.app.inject({ url })).body);
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).toContain("This class was cancelled.");
    expect(sequence(cancelled)).toBeGreaterThan(sequence(after));
  });

  it("a new link stops the old one; off stops every link and an old one never comes back", async () => {
    const { client } = await signedIn(t.app, t.db);
    const first = await feedOf(client);
    const renewed = (await client.post("/api/user/calendar-feed", { action: "regenerate" })).json().data;
    expect(renewed.https_url).not.toBe(first.https_url);
    const gone = await t.app.inject({ url: pathOf(first.https_url) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toMatch(/turned off or replaced by a newer link/);
    expect((await t.app.inject({ url: pathOf(renewed.https_url) })).statusCode).toBe(200);

    const off = await client.delete("/api/user/calendar-feed");
    expect(off.statusCode).toBe(200);
    expect(off.json().data.enabled).toBe(false);
    expect((await t.app.inject({ url: pathOf(renewed.https_url) })).statusCode).toBe(404);
    // Off twice is still off.
    expect((await client.delete("/api/user/calendar-feed")).statusCode).toBe(200);

    const again = await feedOf(client);
    expect([first.https_url, renewed.https_url]).not.toContain(again.https_url);
    expect((await t.app.inject({ url: pathOf(renewed.https_url) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: pathOf(again.https_url) })).statusCode).toBe(200);
  });

  it("refuses forged, malformed and suspended owners' links with a 404 in the error shape", async () => {
    const { user, client } = await signedIn(t.app, t.db);
    const good = pathOf((await feedOf(client)).https_url);
    const token = good
      .split("/")
      .pop()!
      .replace(/\.ics$/, "");
    const [id, version] = token.split(".");
    const forged = [
      `/api/calendar/${id}.${version}.${"A".repeat(22)}.ics`,
      `/api/calendar/${token}`,
      `/api/calendar/${token}.ICS`,
      `/api/calendar/${Number(id) + 1}.${version}.${token.split(".")[2]}.ics`,
      "/api/calendar/.ics",
      "/api/calendar/1.1.ics",
      "/api/calendar/0.1.abc.ics",
      `/api/calendar/${"9".repeat(30)}.1.abc.ics`,
      `/api/calendar/${encodeURIComponent("1.1.<script>")}.ics`,
      `/api/calendar/${"x".repeat(300)}.ics`,
    ];
    for (const url of forged) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().error?.message ?? res.json().message, url).toEqual(expect.any(String));
    }
    // A link signed for another key is no link either.
    const other = await createUser(t.db, {});
    const elsewhere = signCalendarFeed("another-app-key", other.id, 1);
    expect((await t.app.inject({ url: `/api/calendar/${elsewhere}.ics` })).statusCode).toBe(404);

    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect((await t.app.inject({ url: good })).statusCode).toBe(404);
  });

  it("refuses an unknown action with the field named, and changes nothing", async () => {
    const { client } = await signedIn(t.app, t.db);
    const res = await client.post("/api/user/calendar-feed", { action: "publish" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["action"]);
    expect((await client.get("/api/user/calendar-feed")).json().data.enabled).toBe(false);
  });

  it("writes the feed in its owner's language", async () => {
    const { student, instructor } = await seat("accepted", { sessions: 2 });
    await t.db.update(users).set({ language: "de" }).where(eq(users.id, student.user.id));
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, instructor.user.id));
    const de = unfold((await t.app.inject({ url: pathOf((await feedOf(student.client)).https_url) })).body);
    expect(de).toContain("X-WR-CALNAME:Guildforge-Kurse");
    expect(de).toContain("(Termin 2 von 2)");
    const fr = unfold((await t.app.inject({ url: pathOf((await feedOf(instructor.client)).https_url) })).body);
    expect(fr).toContain("SUMMARY:Vous enseignez : ");
  });
});
