import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { classes, classRequests, classRequestVotes, users } from "../db/schema/index.ts";
import { sessionClient } from "../platform/sessions/testing.ts";
import { seedDemoClassRequests } from "./demo-class-requests.ts";
import { demoPassword, seedDemoUsers } from "./demo-users.ts";

let t: TestApp;
let classId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  await seedDemoUsers(t.db);
  const [ingrid] = await t.db.select().from(users).where(eq(users.email, "instructor@guildforge.test"));
  const [cls] = await t.db
    .insert(classes)
    .values({
      slug: "forged-rings",
      title: "Forged rings",
      theme: "jewelry-small-items",
      skillLevel: "beginner",
      instructorId: ingrid?.id ?? 0,
      capacity: 6,
      status: "published",
      publishedAt: new Date(),
    })
    .returning();
  classId = cls?.id ?? 0;
  await seedDemoClassRequests(t.db);
  await seedDemoClassRequests(t.db); // safe to run again
});
afterAll(() => t?.close());

it("seeds requests in every status once, with votes_count equal to the vote rows", async () => {
  const rows = await t.db.select().from(classRequests);
  expect(rows).toHaveLength(8);
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["in_review", "approved", "rejected", "fulfilled"]));
  for (const r of rows) {
    const votes = await t.db.select().from(classRequestVotes).where(eq(classRequestVotes.requestId, r.id));
    expect(r.votesCount).toBe(votes.length);
  }
  expect(rows.find((r) => r.status === "fulfilled")?.fulfilledClassId).toBe(classId);
  expect(rows.filter((r) => r.mergedIntoId !== null)).toHaveLength(1);
});

it("gives the demo student an approved request with votes, one in review and one rejected with a message", async () => {
  const client = sessionClient(t.app);
  await client.login("student@guildforge.test", demoPassword);
  const mine = (await client.get("/api/user/class-requests")).json().data as Array<{
    status: string;
    votes_count: number;
    review_message: string | null;
  }>;
  expect(mine.map((r) => r.status).sort()).toEqual(["approved", "in_review", "rejected"]);
  expect(mine.find((r) => r.status === "approved")?.votes_count).toBeGreaterThan(0);
  expect(mine.find((r) => r.status === "rejected")?.review_message).toMatch(/16/);
});
