import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { readChannelAuth } from "../../realtime/signing.ts";
import { classRequestKit } from "./class-requests.test-kit.ts";

/** Issue 21: /admin/class-requests follows other people's requests on the admins' private channel. */
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

function adminPushes(on = "private-admin") {
  const publish = vi.spyOn(t.app.realtime, "publish");
  return {
    events: () =>
      publish.mock.calls
        .filter(([channel, event]) => channel === on && event === "class-request.changed")
        .map(([, , data]) => data),
    restore: () => publish.mockRestore(),
  };
}

describe("the admins' class-request channel", () => {
  it("hears a new request, its owner's edit and a review; a repeated create pushes nothing new", async () => {
    const owner = await kit.signedIn();
    const pushes = adminPushes();
    try {
      const created = await owner.client.post("/api/class-requests", kit.body({ title: "Forge a drawknife" }), {
        "idempotency-key": "admin-live-1",
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id as number;
      const again = await owner.client.post("/api/class-requests", kit.body({ title: "Forge a drawknife" }), {
        "idempotency-key": "admin-live-1",
      });
      expect(again.json().data.id).toBe(id);
      expect(
        (await owner.client.patch(`/api/class-requests/${id}`, { title: "Forge a drawknife, two handles" })).statusCode,
      ).toBe(200);
      const reviewed = await admin.client.post(`/api/admin/class-requests/${id}/review`, { status: "approved" });
      expect(reviewed.statusCode).toBe(200);
      await vi.waitFor(() => expect(pushes.events()).toHaveLength(3));
      expect(pushes.events()).toEqual([
        { id, status: "in_review", change: "created" },
        { id, status: "in_review", change: "edited" },
        { id, status: "approved", change: "reviewed" },
      ]);
    } finally {
      pushes.restore();
    }
  });

  it("tells everyone on new-classes when a request enters or leaves the public list, and only then (decision 525)", async () => {
    const owner = await kit.signedIn();
    const pushes = adminPushes("new-classes");
    try {
      const created = await owner.client.post("/api/class-requests", kit.body({ title: "Forge a froe" }));
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id as number;
      const approved = await admin.client.post(`/api/admin/class-requests/${id}/review`, { status: "approved" });
      expect(approved.statusCode).toBe(200);
      await vi.waitFor(() => expect(pushes.events()).toHaveLength(1));
      expect(pushes.events()).toEqual([{ id, status: "approved", change: "reviewed" }]);

      const other = await owner.client.post("/api/class-requests", kit.body({ title: "Forge a scorp" }));
      const otherId = other.json().data.id as number;
      const rejected = await admin.client.post(`/api/admin/class-requests/${otherId}/review`, {
        status: "rejected",
        message: "Please say which steel and which week suit you.",
      });
      expect(rejected.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      expect(pushes.events()).toHaveLength(1); // never public: nobody else hears of it
    } finally {
      pushes.restore();
    }
  });

  it("signs private-admin for an admin and refuses it to everyone else", async () => {
    const ok = await admin.client.post("/api/broadcasting/auth", { socket_id: "12.34", channel_name: "private-admin" });
    expect(ok.statusCode).toBe(200);
    // A valid signature for this socket and channel, bound to the admin's session (decision 505).
    expect(readChannelAuth(t.config.realtime, "12.34", "private-admin", ok.json().auth)?.binding).toEqual(
      expect.any(String),
    );
    for (const roles of [["student"], ["instructor"], ["host"]] as const) {
      const other = await kit.signedIn([...roles]);
      const res = await other.client.post("/api/broadcasting/auth", {
        socket_id: "12.34",
        channel_name: "private-admin",
      });
      expect(res.statusCode, roles.join()).toBe(403);
      expect(res.json().error.message).toBe("You may not listen on this channel.");
    }
  });
});
