import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { classes, classRequests } from "../../db/schema/index.ts";
import { createClass, signedIn } from "../applications/testing.ts";

// Decision 506 (issue 36 point 4): a public request links its fulfilling class only while anyone
// may see that class; once it is cancelled (or back to a draft) its URL is answered to nobody.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

describe("a fulfilled request's class link", () => {
  it("is answered while the class is public and not once it is cancelled or a draft", async () => {
    const requester = await signedIn(t.app, t.db);
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id });
    const [request] = await t.db
      .insert(classRequests)
      .values({
        requesterId: requester.user.id,
        title: "Forge-welded chain",
        theme: "functional-items",
        description: "A weekend of forge welding links into a short chain.",
        preferredLocation: "Portland, Oregon",
        preferredTimeframe: "Any weekend",
        skillLevel: "intermediate",
        status: "fulfilled",
        fulfilledClassId: cls.id,
      })
      .returning({ id: classRequests.id });
    const id = request?.id as number;
    const read = async () => (await requester.client.get(`/api/class-requests/${id}`)).json().data;

    expect((await read()).fulfilled_class_url).toContain(cls.slug);
    for (const status of ["cancelled", "draft"]) {
      await t.db.update(classes).set({ status }).where(eq(classes.id, cls.id));
      const shown = await requester.client.get(`/api/class-requests/${id}`);
      expect(shown.json().data.fulfilled_class_url).toBeNull();
      expect(shown.body).not.toContain(cls.slug);
      const listed = await requester.client.get("/api/class-requests?theme=functional-items&limit=50");
      expect(listed.body).not.toContain(cls.slug);
    }
  });
});
