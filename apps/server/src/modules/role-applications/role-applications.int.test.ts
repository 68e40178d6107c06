import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { notifications, roleApplications } from "../../db/schema/index.ts";
import { readOutbox } from "../../platform/mail/outbox.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

async function signedIn(roles: Array<"student" | "instructor" | "host" | "admin"> = ["student"]) {
  const user = await createUser(t.db, { roles });
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

const instructorApplication = {
  role: "instructor",
  experience: "Twelve years at the anvil, mostly knives and kitchen tools; I teach at the county fair.",
  themes: ["knife-making", "tool-making"],
  portfolio_url: "https://example.com/my-forge",
};

describe("POST /api/role-applications", () => {
  it("creates a pending application (201) and lists it under /mine", async () => {
    const { client } = await signedIn();
    const res = await client.post("/api/role-applications", instructorApplication);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      role: "instructor",
      status: "pending",
      themes: ["knife-making", "tool-making"],
      portfolio_url: "https://example.com/my-forge",
      venue: null,
      reason: null,
    });
    const mine = await client.get("/api/role-applications/mine");
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toHaveLength(1);
  });

  it("takes the forge details for a host application", async () => {
    const { client } = await signedIn();
    const venue = { name: "Bellows & Sons", address: "1 Forge Lane", city: "Portland", equipment: ["coal forge"] };
    const res = await client.post("/api/role-applications", { ...instructorApplication, role: "host", venue });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.venue).toEqual(venue);
  });

  it("answers 409 for a second pending application for the same role, or a role already held", async () => {
    const { client } = await signedIn();
    expect((await client.post("/api/role-applications", instructorApplication)).statusCode).toBe(201);
    const again = await client.post("/api/role-applications", instructorApplication);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already have a pending application/);
    const instructor = await signedIn(["instructor"]);
    expect((await instructor.client.post("/api/role-applications", instructorApplication)).statusCode).toBe(409);
  });

  it.each([
    ["themes", { ...instructorApplication, themes: [] }],
    ["themes.0", { ...instructorApplication, themes: ["basket-weaving"] }],
    ["experience", { ...instructorApplication, experience: "I like fire." }],
    ["role", { ...instructorApplication, role: "admin" }],
    ["portfolio_url", { ...instructorApplication, portfolio_url: "javascript:alert(1)" }],
    ["venue", { ...instructorApplication, role: "host" }],
  ])("answers 422 naming %s", async (field, body) => {
    const { client } = await signedIn();
    const res = await client.post("/api/role-applications", body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it("answers 401 when signed out", async () => {
    const c = sessionClient(t.app);
    expect((await c.post("/api/role-applications", instructorApplication)).statusCode).toBe(401);
    expect((await c.get("/api/role-applications/mine")).statusCode).toBe(401);
  });
});

describe("admin user approvals", () => {
  async function pendingApplication() {
    const applicant = await signedIn();
    const res = await applicant.client.post("/api/role-applications", instructorApplication);
    return { ...applicant, applicationId: res.json().data.id as number };
  }

  it("lists applications with the applicant for admins, filtered by status", async () => {
    const admin = await signedIn(["admin"]);
    const { user, applicationId } = await pendingApplication();
    const res = await admin.client.get("/api/admin/user-approvals?status=pending");
    expect(res.statusCode).toBe(200);
    const item = res.json().data.find((a: { id: number }) => a.id === applicationId);
    expect(item).toMatchObject({
      role: "instructor",
      status: "pending",
      user: { id: user.id, name: user.name, email: user.email },
      experience: instructorApplication.experience,
      themes: ["knife-making", "tool-making"],
    });
    expect(res.json().data.every((a: { status: string }) => a.status === "pending")).toBe(true);
    const approved = await admin.client.get("/api/admin/user-approvals?status=approved");
    expect(approved.json().data.some((a: { id: number }) => a.id === applicationId)).toBe(false);
    expect((await admin.client.get("/api/admin/user-approvals?status=maybe")).statusCode).toBe(422);
  });

  it("refuses non-admins (403) and signed-out visitors (401)", async () => {
    const { applicationId } = await pendingApplication();
    const host = await signedIn(["host", "instructor"]);
    expect((await host.client.get("/api/admin/user-approvals")).statusCode).toBe(403);
    const decision = await host.client.post(`/api/admin/user-approvals/${applicationId}/decision`, {
      status: "approved",
    });
    expect(decision.statusCode).toBe(403);
    const anon = sessionClient(t.app);
    expect((await anon.get("/api/admin/user-approvals")).statusCode).toBe(401);
    expect(
      (await anon.post(`/api/admin/user-approvals/${applicationId}/decision`, { status: "approved" })).statusCode,
    ).toBe(401);
  });

  it("approving grants the role, notifies (stored, emailed, live) and rotates the applicant's session", async () => {
    const admin = await signedIn(["admin"]);
    const { user, client, applicationId } = await pendingApplication();
    const publish = vi.spyOn(t.app.realtime, "publish");
    const res = await admin.client.post(`/api/admin/user-approvals/${applicationId}/decision`, {
      status: "approved",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "approved", decided_by: { id: admin.user.id } });

    const cookieBefore = [...client.cookies.entries()].find(([k]) => k.includes("session"))?.[1];
    const me = await client.get("/api/user");
    expect(me.json().roles).toContain("instructor");
    const cookieAfter = [...client.cookies.entries()].find(([k]) => k.includes("session"))?.[1];
    expect(cookieAfter).toBeDefined();
    expect(cookieAfter).not.toBe(cookieBefore);

    const list = (await client.get("/api/notifications")).json().data;
    expect(list.unread_count).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      type: "role_application_status",
      title: "Instructor application approved",
      data: { status: "approved", url: "/classes/create" },
    });
    expect(publish).toHaveBeenCalledWith(
      `private-user.${user.id}`,
      "notification.sent",
      expect.objectContaining({ type: "role_application_status" }),
    );
    publish.mockRestore();
    await vi.waitFor(
      async () => {
        const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to === user.email);
        expect(mail?.subject).toBe("Instructor application approved");
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it("rejecting needs a reason, which the applicant sees", async () => {
    const admin = await signedIn(["admin"]);
    const { client, applicationId } = await pendingApplication();
    const noReason = await admin.client.post(`/api/admin/user-approvals/${applicationId}/decision`, {
      status: "rejected",
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty("reason");
    const res = await admin.client.post(`/api/admin/user-approvals/${applicationId}/decision`, {
      status: "rejected",
      reason: "Please add photos of your finished pieces.",
    });
    expect(res.statusCode).toBe(200);
    const mine = (await client.get("/api/role-applications/mine")).json().data[0];
    expect(mine).toMatchObject({ status: "rejected", reason: "Please add photos of your finished pieces." });
    expect((await client.get("/api/user")).json().roles).not.toContain("instructor");
    const n = (await client.get("/api/notifications")).json().data.notifications[0];
    expect(n.data.status).toBe("rejected");
    expect(n.message).toContain("Please add photos of your finished pieces.");
  });

  it("a decided application cannot be decided again (409); unknown ids answer 404", async () => {
    const admin = await signedIn(["admin"]);
    const { applicationId, user } = await pendingApplication();
    const url = `/api/admin/user-approvals/${applicationId}/decision`;
    expect((await admin.client.post(url, { status: "approved" })).statusCode).toBe(200);
    const again = await admin.client.post(url, { status: "rejected", reason: "changed my mind" });
    expect(again.statusCode).toBe(409);
    const [row] = await t.db.select().from(roleApplications).where(eq(roleApplications.id, applicationId));
    expect(row?.status).toBe("approved");
    const stored = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(stored).toHaveLength(1);
    const missing = await admin.client.post("/api/admin/user-approvals/99999999/decision", { status: "approved" });
    expect(missing.statusCode).toBe(404);
  });
});
