import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { postFile } from "../../test/multipart.ts";
import { feedbackItems, notifications } from "../db/schema/index.ts";
import { applyBody, createClass, createVenue, linkToForge, signedIn } from "../modules/applications/testing.ts";

// Decision 504: no answer to anyone but an admin carries an email address other than the
// viewer's own (GET /api/user). This walks every GET route of the API (each path parameter filled
// with every real id, slug or token of a small world where everyone has done something: applied,
// messaged, reported, requested a class, invited, given feedback) as a visitor, an unverified
// account, two students, an instructor and a host, and fails on any other address in an answer.

/** Answers that may show an address other than the viewer's, and why. */
const allowed: Record<string, string> = {
  // The token was mailed to that address; the page offers to sign in or register with it.
  "GET /api/instructor-invitations/:token": "the invited address, to whoever holds the mailed token",
  // The API reference's own script (Scalar's bundle holds sample addresses), no one's data.
  "GET /api/docs/*": "the API reference's static assets",
};

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

let t: TestApp;
let w: Awaited<ReturnType<typeof world>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  w = await world();
});
afterAll(() => t?.close());

async function world() {
  const { app, db } = t;
  const admin = await signedIn(app, db, ["admin"]);
  const instructor = await signedIn(app, db, ["instructor"]);
  const host = await signedIn(app, db, ["host"]);
  const student = await signedIn(app, db);
  const otherStudent = await signedIn(app, db);
  const unverified = await signedIn(app, db, ["student"], false);
  const forge = await createVenue(db, host.user.id);
  await linkToForge(db, forge, host.user.id, instructor.user.id);
  const cls = await createClass(db, { instructorId: instructor.user.id, venueId: forge, autoAccept: true });
  const pendingCls = await createClass(db, { instructorId: instructor.user.id, venueId: forge });
  const ok = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(300);
    return JSON.parse(res.body);
  };
  const applied = ok(await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls))).data;
  ok(await otherStudent.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls)));
  const pending = ok(await student.client.post(`/api/classes/${pendingCls.id}/applications`, applyBody(pendingCls)));
  const conv = ok(
    await student.client.post("/api/conversations", {
      user_id: instructor.user.id,
      class_id: cls.id,
      body: "Do I need boots?",
    }),
  ).data;
  const reply = ok(
    await instructor.client.post(`/api/conversations/${conv.conversation.id}/messages`, {
      body: "Yes, leather boots.",
    }),
  ).data;
  const photo = ok(
    await postFile(
      app,
      student.client,
      `/api/conversations/${conv.conversation.id}/messages`,
      { field: "attachments", data: await tinyPng(), type: "image/png", name: "boots.png" },
      { body: "These?" },
    ),
  ).data;
  const report = ok(
    await student.client.post("/api/reports", { message_id: reply.message.id, reason: "This reply was rude to me." }),
  ).data;
  const request = ok(
    await student.client.post("/api/class-requests", {
      title: "Pattern-welded knife weekend",
      theme: "knife-making",
      description: "A weekend making a small pattern-welded blade from start to finish.",
      preferred_location: "Portland, Oregon",
      preferred_timeframe: "Weekends in spring",
      skill_level: "intermediate",
    }),
  ).data;
  ok(await admin.client.post(`/api/admin/class-requests/${request.id}/review`, { status: "approved" }));
  const pendingRequest = ok(
    await otherStudent.client.post("/api/class-requests", {
      title: "Axe forging for beginners",
      theme: "tool-making",
      description: "Forge and harden a small hatchet head, then hang it on a handle.",
      preferred_location: "Portland, Oregon",
      preferred_timeframe: "Any weekend",
      skill_level: "beginner",
    }),
  ).data;
  const roleApplication = ok(
    await otherStudent.client.post("/api/role-applications", {
      role: "instructor",
      experience: "Twenty years at the anvil, mostly knives and tools.",
      themes: ["knife-making"],
    }),
  ).data;
  const invitation = ok(
    await host.client.post("/api/instructor-invitations", { email: "invitee@example.test", venue_id: forge }),
  ).data;
  const token = new URL(invitation.url, "http://localhost").pathname.split("/").at(-1) as string;
  const [feedback] = await db
    .insert(feedbackItems)
    .values({ kind: "feature_request", email: "requester@example.test", title: "Tongs", body: "Left-handed tongs." })
    .returning({ id: feedbackItems.id });
  const [note] = await db
    .insert(notifications)
    .values({ userId: student.user.id, type: "application_received", title: "Hello", message: "A notice." })
    .returning({ id: notifications.id });
  const people = { instructor, host, student, otherStudent, unverified, admin };
  const ids = [
    cls.id,
    pendingCls.id,
    applied.id,
    pending.data.id,
    conv.conversation.id,
    report.id,
    request.id,
    pendingRequest.id,
    roleApplication.id,
    forge,
    feedback?.id,
    note?.id,
    ...Object.values(people).map((p) => p.user.id),
  ].map(String);
  const slugs = [...Object.values(people).map((p) => p.user.slug), cls.slug, `${cls.id}-${cls.slug}`];
  const file = String(photo.message.attachments[0].url).split("/").at(-1) as string;
  return { people, candidates: { id: [...new Set(ids)], slug: slugs, token: [token], file: [file] } };
}

async function tinyPng() {
  const sharp = (await import("sharp")).default;
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 60, b: 30 } } })
    .png()
    .toBuffer();
}

/** Every concrete URL of a route pattern, with each parameter filled by every candidate. */
function urlsOf(pattern: string, candidates: Record<string, string[]>): string[] {
  let urls = [pattern];
  for (const [, name] of pattern.matchAll(/:(\w+)/g)) {
    const values = candidates[name as string] ?? candidates.id ?? [];
    urls = urls.flatMap((u) => values.map((v) => u.replace(`:${name}`, encodeURIComponent(v))));
  }
  return urls;
}

describe("no email address in a non-admin answer but the viewer's own", () => {
  it("walks every GET route of the API as six non-admin principals", async () => {
    const { people, candidates } = w;
    const viewers = {
      anonymous: null,
      unverified: people.unverified,
      student: people.student,
      otherStudent: people.otherStudent,
      instructor: people.instructor,
      host: people.host,
    };
    const routes = t.app.declaredRoutes.filter(
      (r) =>
        r.method === "GET" &&
        r.url.startsWith("/api/") &&
        !r.url.startsWith("/api/docs/") &&
        !r.url.includes("*") &&
        !(`GET ${r.url}` in allowed),
    );
    expect(routes.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    let answers = 0;
    let ok = 0;
    for (const route of routes) {
      for (const url of urlsOf(route.url, candidates)) {
        for (const [name, who] of Object.entries(viewers)) {
          const res = who ? await who.client.get(url) : await t.app.inject({ method: "GET", url });
          answers++;
          if (res.statusCode < 300) ok++;
          const own = who?.user.email.toLowerCase();
          const others = [...new Set(res.body.match(emailPattern) ?? [])].filter((e) => e.toLowerCase() !== own);
          if (others.length) leaks.push(`${name} GET ${url} (${res.statusCode}): ${others.join(", ")}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The walk reached real objects, not only 404s (every principal has something to see).
    expect(ok).toBeGreaterThan(200);
    expect(answers).toBeGreaterThan(ok);
  }, 240_000);

  it("shows the viewer's own email on GET /api/user, and others' to admins where they moderate", async () => {
    const { people } = w;
    const me = await people.student.client.get("/api/user");
    expect(me.json().email ?? me.json().data?.email).toBe(people.student.user.email);
    const queue = await people.admin.client.get("/api/admin/reports");
    expect(queue.body).toContain(people.instructor.user.email);
  });
});
