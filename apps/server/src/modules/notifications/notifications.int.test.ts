import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { notifications } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
});
afterAll(() => t?.close());

async function signedIn() {
  const user = await createUser(t.db);
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

async function addNotifications(userId: number, n: number, start = Date.now() - 1_000_000) {
  const rows = Array.from({ length: n }, (_, i) => ({
    userId,
    type: "application_status",
    title: `Title ${i}`,
    message: `Message ${i}`,
    data: { status: "accepted", url: `/classes/${i}` },
    createdAt: new Date(start + i * 1000),
  }));
  return t.db.insert(notifications).values(rows).returning();
}

describe("signed out", () => {
  it.each([
    ["GET", "/api/notifications"],
    ["GET", "/api/notifications/unread-count"],
    ["PATCH", "/api/notifications/1/read"],
    ["PATCH", "/api/notifications/mark-all-read"],
    ["GET", "/api/user/notification-preferences"],
    ["PUT", "/api/user/notification-preferences"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const c = sessionClient(t.app);
    const res = await c.request(method, url, method === "PUT" ? {} : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
  });
});

describe("GET /api/notifications", () => {
  it("lists the user's own, newest first, at most 50, with the unread count", async () => {
    const { user, client } = await signedIn();
    const other = await createUser(t.db);
    await addNotifications(user.id, 53);
    await addNotifications(other.id, 2);
    const res = await client.get("/api/notifications");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.notifications).toHaveLength(50);
    expect(body.data.unread_count).toBe(53);
    expect(body.data.notifications[0].title).toBe("Title 52");
    expect(body.data.notifications[49].title).toBe("Title 3");
    expect(body.data.notifications[0]).toEqual({
      id: expect.any(Number),
      read_at: null,
      type: "application_status",
      title: "Title 52",
      message: "Message 52",
      data: { status: "accepted", url: "/classes/52" },
      // People's words inside the texts (none in these): the page marks them as such (issue 39).
      content: [],
      created_at: expect.any(String),
    });
  });

  it("unread-count counts only unread ones of this user", async () => {
    const { user, client } = await signedIn();
    const [first] = await addNotifications(user.id, 3);
    await t.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, first?.id ?? 0));
    const res = await client.get("/api/notifications/unread-count");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread_count: 2 });
  });
});

describe("PATCH /api/notifications/{id}/read", () => {
  it("marks one read, idempotently", async () => {
    const { user, client } = await signedIn();
    const [n] = await addNotifications(user.id, 2);
    const first = await client.patch(`/api/notifications/${n?.id}/read`);
    expect(first.statusCode).toBe(204);
    const [after] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, n?.id ?? 0));
    expect(after?.readAt).toBeInstanceOf(Date);
    const again = await client.patch(`/api/notifications/${n?.id}/read`);
    expect(again.statusCode).toBe(204);
    const [still] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, n?.id ?? 0));
    expect(still?.readAt?.getTime()).toBe(after?.readAt?.getTime());
    expect((await client.get("/api/notifications/unread-count")).json()).toEqual({ unread_count: 1 });
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const { client } = await signedIn();
    const other = await createUser(t.db);
    const [theirs] = await addNotifications(other.id, 1);
    const res = await client.patch(`/api/notifications/${theirs?.id}/read`);
    expect(res.statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs?.id ?? 0));
    expect(row?.readAt).toBeNull();
  });

  it("answers 404 for an unknown id and 422 for a malformed one", async () => {
    const { client } = await signedIn();
    expect((await client.patch("/api/notifications/999999999/read")).statusCode).toBe(404);
    expect((await client.patch("/api/notifications/abc/read")).statusCode).toBe(422);
  });
});

describe("PATCH /api/notifications/mark-all-read", () => {
  it("marks all of the user's own read and nobody else's", async () => {
    const { user, client } = await signedIn();
    const other = await createUser(t.db);
    await addNotifications(user.id, 4);
    await addNotifications(other.id, 2);
    const res = await client.patch("/api/notifications/mark-all-read");
    expect(res.statusCode).toBe(204);
    expect((await client.get("/api/notifications/unread-count")).json()).toEqual({ unread_count: 0 });
    const list = (await client.get("/api/notifications")).json();
    expect(list.data.notifications.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
    const theirs = await t.db.select().from(notifications).where(eq(notifications.userId, other.id));
    expect(theirs.every((n) => n.readAt === null)).toBe(true);
  });
});

describe("notification preferences", () => {
  it("starts from the defaults: email on for everything but messages", async () => {
    const { client } = await signedIn();
    const res = await client.get("/api/user/notification-preferences");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      class_change: { email: true },
      application_status: { email: true },
      class_cancelled: { email: true },
      waitlist_promoted: { email: true },
      class_request_status: { email: true },
      role_application_status: { email: true },
      message_received: { email: true },
      application_received: { email: true },
      feedback_received: { email: true },
      session_reminder_48h: { email: true },
      session_reminder_3h: { email: true },
      teaching_reminder_24h: { email: true },
      payment_received: { email: true },
    });
  });

  it("PUT changes the given types only and keeps them per user", async () => {
    const { client } = await signedIn();
    const other = await signedIn();
    const res = await client.put("/api/user/notification-preferences", {
      class_change: { email: false },
      message_received: { email: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.class_change).toEqual({ email: false });
    expect(res.json().data.message_received).toEqual({ email: false });
    expect(res.json().data.application_status).toEqual({ email: true });
    const again = await client.put("/api/user/notification-preferences", { class_change: { email: true } });
    expect(again.json().data.class_change).toEqual({ email: true });
    expect(again.json().data.message_received).toEqual({ email: false });
    const theirs = (await other.client.get("/api/user/notification-preferences")).json();
    expect(theirs.data.message_received).toEqual({ email: true });
  });

  it("refuses unknown types and non-boolean values with 422", async () => {
    const { client } = await signedIn();
    const unknown = await client.put("/api/user/notification-preferences", { pigeon_post: { email: true } });
    expect(unknown.statusCode).toBe(422);
    const notBool = await client.put("/api/user/notification-preferences", { class_change: { email: "yes" } });
    expect(notBool.statusCode).toBe(422);
    expect(notBool.json().errors).toHaveProperty(["class_change.email"]);
  });
});
