import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { classRequestVotes, notifications } from "../../db/schema/index.ts";
import { readOutbox } from "../../platform/mail/outbox.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { classRequestKit } from "./class-requests.test-kit.ts";

let t: TestApp;
const kit = classRequestKit(() => t);
type Who = Awaited<ReturnType<typeof kit.signedIn>>;
let admin: Who;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  admin = await kit.signedIn(["admin"]);
});
afterAll(() => t?.close());

async function requestAs(who: Who, overrides: Record<string, unknown> = {}) {
  const res = await who.client.post("/api/class-requests", kit.body(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; title: string };
}
const review = (id: number, body: Record<string, unknown>, who: Who = admin) =>
  who.client.post(`/api/admin/class-requests/${id}/review`, body);

function capturePushes() {
  const publish = vi.spyOn(t.app.realtime, "publish");
  return {
    statusEvents: (userId: number) =>
      publish.mock.calls
        .filter(([channel, event]) => channel === `private-user.${userId}` && event === "class-request-status-changed")
        .map(([, , data]) => data),
    restore: () => publish.mockRestore(),
  };
}

const notificationsOf = (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "class_request_status")));

describe("admin review", () => {
  it("walks in_review -> rejected -> in_review -> approved, pushing the exact event and storing notifications", async () => {
    const owner = await kit.signedIn();
    const r = await requestAs(owner, { title: "Forge a froe" });
    const pushes = capturePushes();
    try {
      const rejected = await review(r.id, { status: "rejected", message: "Say which wood you will split." });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().data).toMatchObject({
        status: "rejected",
        review_message: "Say which wood you will split.",
        reviewed_by: { id: admin.user.id, name: admin.user.name },
      });
      expect((await review(r.id, { status: "in_review" })).statusCode).toBe(200);
      expect((await review(r.id, { status: "approved", message: "Open for votes!" })).statusCode).toBe(200);
      expect(pushes.statusEvents(owner.user.id)).toEqual([
        {
          class_request: { title: "Forge a froe", status: "rejected", old_status: "in_review" },
          reviewed_by: admin.user.name,
          message: "Say which wood you will split.",
        },
        {
          class_request: { title: "Forge a froe", status: "in_review", old_status: "rejected" },
          reviewed_by: admin.user.name,
          message: null,
        },
        {
          class_request: { title: "Forge a froe", status: "approved", old_status: "in_review" },
          reviewed_by: admin.user.name,
          message: "Open for votes!",
        },
      ]);
    } finally {
      pushes.restore();
    }
    const stored = await notificationsOf(owner.user.id);
    expect(stored.map((n) => [n.title, n.data.status, n.data.url])).toEqual(
      expect.arrayContaining([
        ["Class Request Needs Updates", "rejected", "/profile/my-requests"],
        ["Class Request Under Review", "in_review", "/profile/my-requests"],
        ["Class Request Approved!", "approved", "/profile/my-requests"],
      ]),
    );
    expect(stored).toHaveLength(3);
  });

  it("emails the requester per their preference for class_request_status", async () => {
    const wants = await kit.signedIn();
    const optedOut = await kit.signedIn();
    const put = await optedOut.client.put("/api/user/notification-preferences", {
      class_request_status: { email: false },
    });
    expect(put.statusCode).toBe(200);
    const a = await requestAs(wants, { title: "Forge a fire rake" });
    const b = await requestAs(optedOut, { title: "Forge a fire poker" });
    await review(a.id, { status: "approved" });
    await review(b.id, { status: "approved" });
    await vi.waitFor(
      async () => {
        const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to === wants.user.email);
        expect(mail?.subject).toBe("Class Request Approved!");
      },
      { timeout: 15_000, interval: 200 },
    );
    expect((await readOutbox(t.config.dataDir)).filter((m) => m.to === optedOut.user.email)).toEqual([]);
    expect(await notificationsOf(optedOut.user.id)).toHaveLength(1);
  });

  it("needs a message to reject, a class to fulfil, and refuses the same status twice", async () => {
    const owner = await kit.signedIn();
    const r = await requestAs(owner);
    const noMessage = await review(r.id, { status: "rejected" });
    expect(noMessage.statusCode).toBe(422);
    expect(Object.keys(noMessage.json().errors)).toEqual(["message"]);
    const noClass = await review(r.id, { status: "fulfilled" });
    expect(Object.keys(noClass.json().errors)).toEqual(["class_id"]);
    expect((await review(r.id, { status: "in_review" })).statusCode).toBe(409);
    expect((await review(999_999, { status: "approved" })).statusCode).toBe(404);
  });

  it("is admin only: a user cannot review, list the queue or merge; signed out is 401", async () => {
    const owner = await kit.signedIn();
    const instructor = await kit.signedIn(["instructor"]);
    const r = await requestAs(owner);
    expect((await review(r.id, { status: "approved" }, owner)).statusCode).toBe(403);
    expect((await review(r.id, { status: "approved" }, instructor)).statusCode).toBe(403);
    expect((await owner.client.get("/api/admin/class-requests")).statusCode).toBe(403);
    expect((await owner.client.post(`/api/admin/class-requests/${r.id}/merge`, { into_id: r.id })).statusCode).toBe(
      403,
    );
    expect((await sessionClient(t.app).get("/api/admin/class-requests")).statusCode).toBe(401);
  });

  it("lists the queue oldest first, filtered by status, with similar requests", async () => {
    const a = await kit.signedIn();
    const b = await kit.signedIn();
    const first = await requestAs(a, { theme: "decorative-ironwork", title: "Twisted iron candle holders" });
    const second = await requestAs(b, { theme: "decorative-ironwork", title: "Candle holder with leaves" });
    const unrelated = await requestAs(b, { theme: "decorative-ironwork", title: "Garden gate scrolls" });
    const res = await admin.client.get("/api/admin/class-requests?status=in_review&theme=decorative-ironwork");
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ id: number; similar: Array<{ id: number }>; requester: { email: string } }>;
    expect(data.map((r) => r.id)).toEqual([first.id, second.id, unrelated.id]);
    expect(data[0]?.similar.map((s) => s.id)).toEqual([second.id]);
    expect(data[1]?.similar.map((s) => s.id)).toEqual([first.id]);
    expect(data[2]?.similar).toEqual([]);
    expect(data[0]?.requester.email).toBe(a.user.email);
    await review(first.id, { status: "approved" });
    const approved = await admin.client.get("/api/admin/class-requests?status=approved&theme=decorative-ironwork");
    expect(approved.json().data.map((r: { id: number }) => r.id)).toEqual([first.id]);
  });
});

describe("fulfil", () => {
  it("the class's instructor links a published class; the requester gets the push, every voter the class link", async () => {
    const owner = await kit.signedIn();
    const instructor = await kit.signedIn(["instructor"]);
    const otherInstructor = await kit.signedIn(["instructor"]);
    const voters = await Promise.all([kit.signedIn(), kit.signedIn(), kit.signedIn()]);
    const r = await requestAs(owner, { title: "Damascus for beginners" });
    await review(r.id, { status: "approved" });
    for (const v of [...voters, owner]) await v.client.put(`/api/class-requests/${r.id}/vote`);
    const cls = await kit.insertClass(instructor.user.id);
    const draft = await kit.insertClass(instructor.user.id, "draft");
    const classUrl = `/classes/${cls.id}-${cls.slug}`;

    expect((await owner.client.post(`/api/class-requests/${r.id}/fulfil`, { class_id: cls.id })).statusCode).toBe(403);
    const notTheirs = await otherInstructor.client.post(`/api/class-requests/${r.id}/fulfil`, { class_id: cls.id });
    expect(notTheirs.statusCode).toBe(403);
    const notPublished = await instructor.client.post(`/api/class-requests/${r.id}/fulfil`, { class_id: draft.id });
    expect(notPublished.statusCode).toBe(422);

    const pushes = capturePushes();
    try {
      const res = await instructor.client.post(`/api/class-requests/${r.id}/fulfil`, { class_id: cls.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status: "fulfilled",
        fulfilled_class_id: cls.id,
        fulfilled_class_url: classUrl,
      });
      expect(pushes.statusEvents(owner.user.id)).toEqual([
        {
          class_request: { title: "Damascus for beginners", status: "fulfilled", old_status: "approved" },
          reviewed_by: instructor.user.name,
          message: `"${cls.title}" now fulfills your request. Take a look!`,
          class_url: classUrl, // the "Fulfilled" toast links to the new class (issue 21)
        },
      ]);
    } finally {
      pushes.restore();
    }
    for (const v of voters) {
      const rows = await notificationsOf(v.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.data).toMatchObject({ status: "fulfilled", url: classUrl });
    }
    const own = await notificationsOf(owner.user.id);
    expect(own.filter((n) => n.data.status === "fulfilled")).toHaveLength(1);
    const again = await instructor.client.post(`/api/class-requests/${r.id}/fulfil`, { class_id: cls.id });
    expect(again.statusCode).toBe(409);
    expect((await voters[0]?.client.delete(`/api/class-requests/${r.id}/vote`))?.statusCode).toBe(409);
  });

  it("an admin review with status fulfilled links the class; an in_review request cannot be fulfilled", async () => {
    const owner = await kit.signedIn();
    const instructor = await kit.signedIn(["instructor"]);
    const cls = await kit.insertClass(instructor.user.id);
    const r = await requestAs(owner);
    expect((await review(r.id, { status: "fulfilled", class_id: cls.id })).statusCode).toBe(409);
    await review(r.id, { status: "approved" });
    const res = await review(r.id, { status: "fulfilled", class_id: cls.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "fulfilled", fulfilled_class_id: cls.id });
  });
});

describe("merge", () => {
  it("moves B's votes to A without double votes, marks B merged and tells B's requester", async () => {
    const ownerA = await kit.signedIn();
    const ownerB = await kit.signedIn();
    const [both, onlyB, onlyA] = await Promise.all([kit.signedIn(), kit.signedIn(), kit.signedIn()]);
    const a = await requestAs(ownerA, { title: "Forged bottle openers" });
    const b = await requestAs(ownerB, { title: "Bottle opener workshop" });
    await review(a.id, { status: "approved" });
    await review(b.id, { status: "approved" });
    for (const v of [both, onlyA]) await v.client.put(`/api/class-requests/${a.id}/vote`);
    for (const v of [both, onlyB]) await v.client.put(`/api/class-requests/${b.id}/vote`);

    const pushes = capturePushes();
    let res: Awaited<ReturnType<typeof admin.client.post>>;
    try {
      res = await admin.client.post(`/api/admin/class-requests/${b.id}/merge`, { into_id: a.id });
      expect(res.statusCode).toBe(200);
      expect(pushes.statusEvents(ownerB.user.id)).toHaveLength(1);
      expect(pushes.statusEvents(ownerB.user.id)[0]).toMatchObject({
        class_request: { title: "Bottle opener workshop", status: "rejected", old_status: "approved" },
        reviewed_by: admin.user.name,
        // It says it was merged, and where (issue 21).
        merged_into: { id: a.id, title: "Forged bottle openers", url: `/class-requests#request-${a.id}` },
      });
    } finally {
      pushes.restore();
    }
    expect(res.json().data).toMatchObject({
      status: "rejected",
      merged_into_id: a.id,
      merged_into: { id: a.id, title: "Forged bottle openers" },
      votes_count: 0,
    });
    const votesA = await t.db.select().from(classRequestVotes).where(eq(classRequestVotes.requestId, a.id));
    expect(votesA.map((v) => v.userId).sort()).toEqual([both.user.id, onlyA.user.id, onlyB.user.id].sort());
    const shownA = (await both.client.get(`/api/class-requests/${a.id}`)).json().data;
    expect(shownA).toMatchObject({ votes_count: 3, has_voted: true });
    const noteB = await notificationsOf(ownerB.user.id);
    expect(noteB.at(-1)?.message).toMatch(/Merged into "Forged bottle openers"/);
    expect(noteB.at(-1)?.data).toMatchObject({ url: `/class-requests#request-${a.id}` });
    const editB = await ownerB.client.patch(`/api/class-requests/${b.id}`, { title: "Try to reopen it" });
    expect(editB.statusCode).toBe(409);
    const twice = await admin.client.post(`/api/admin/class-requests/${b.id}/merge`, { into_id: a.id });
    expect(twice.statusCode).toBe(409);
    const self = await admin.client.post(`/api/admin/class-requests/${a.id}/merge`, { into_id: a.id });
    expect(self.statusCode).toBe(422);
  });
});

describe("the requester's edit of a rejected request", () => {
  it('goes back to in_review and pushes "Class Request Under Review" (docs/product.md#states); an in_review edit pushes nothing', async () => {
    const owner = await kit.signedIn();
    const r = await requestAs(owner, { title: "Forge a hoof pick" });
    await review(r.id, { status: "rejected", message: "Say where you would like it." });
    const pushes = capturePushes();
    try {
      const edited = await owner.client.patch(`/api/class-requests/${r.id}`, { preferred_location: "Leeds, England" });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.status).toBe("in_review");
      expect(pushes.statusEvents(owner.user.id)).toEqual([
        {
          class_request: { title: "Forge a hoof pick", status: "in_review", old_status: "rejected" },
          reviewed_by: null,
          message: 'Thanks for the changes: "Forge a hoof pick" is back with the team for review.',
        },
      ]);
      const again = await owner.client.patch(`/api/class-requests/${r.id}`, { preferred_location: "York, England" });
      expect(again.statusCode).toBe(200);
      expect(pushes.statusEvents(owner.user.id)).toHaveLength(1);
    } finally {
      pushes.restore();
    }
    const notes = await notificationsOf(owner.user.id);
    expect(notes.at(-1)).toMatchObject({ title: "Class Request Under Review" });
  });
});
