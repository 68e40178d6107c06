import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { classRequests, classRequestVotes } from "../../db/schema/index.ts";
import { signedIn } from "../applications/testing.ts";

// Decision 506 (issue 36 point 4): voting needs a verified email, exactly as requesting a class
// does (the route's declared access, decision 202); taking a vote back does not.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

let n = 0;
async function approvedRequest(requesterId: number): Promise<number> {
  const [row] = await t.db
    .insert(classRequests)
    .values({
      requesterId,
      title: `Forge-welded chain ${++n}`,
      theme: "functional-items",
      description: "A weekend of forge welding links into a short chain.",
      preferredLocation: "Portland, Oregon",
      preferredTimeframe: "Any weekend",
      skillLevel: "intermediate",
      status: "approved",
    })
    .returning({ id: classRequests.id });
  return row?.id as number;
}

const verificationRefusal = {
  error: { message: "Verify your email address to continue.", code: "FORBIDDEN", status: 403 },
};

const votesOf = async (requestId: number, userId: number) =>
  t.db
    .select()
    .from(classRequestVotes)
    .where(and(eq(classRequestVotes.requestId, requestId), eq(classRequestVotes.userId, userId)));

describe("PUT /api/class-requests/{id}/vote needs a verified email", () => {
  it("refuses an unverified account's vote (403, nothing counted); a verified one counts; anyone may take theirs back", async () => {
    const requester = await signedIn(t.app, t.db);
    const unverified = await signedIn(t.app, t.db, ["student"], false);
    const voter = await signedIn(t.app, t.db);
    const id = await approvedRequest(requester.user.id);

    const refused = await unverified.client.put(`/api/class-requests/${id}/vote`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(verificationRefusal);
    expect(await votesOf(id, unverified.user.id)).toEqual([]);

    const counted = await voter.client.put(`/api/class-requests/${id}/vote`);
    expect(counted.statusCode).toBe(200);
    expect(counted.json().data).toEqual({ id, votes_count: 1, has_voted: true });

    // a vote the unverified account gave before the gate can still be taken back
    await t.db.insert(classRequestVotes).values({ requestId: id, userId: unverified.user.id });
    await t.db.update(classRequests).set({ votesCount: 2 }).where(eq(classRequests.id, id));
    const withdrawn = await unverified.client.delete(`/api/class-requests/${id}/vote`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toEqual({ id, votes_count: 1, has_voted: false });
    expect(await votesOf(id, unverified.user.id)).toEqual([]);
  });
});
