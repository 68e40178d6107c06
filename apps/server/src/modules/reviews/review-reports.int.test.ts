import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { rowsOf } from "../../db/rows.ts";
import { applications, messageReports, reviews } from "../../db/schema/index.ts";
import { startSmtpPeer } from "../../platform/mail/testing-smtp.ts";
import { createClass, createVenue, signedIn } from "../applications/testing.ts";

// Issue 40 point 5: a published review can be reported into the admins' moderation queue
// (POST /api/reports with review_id). It names the review's author, never the reporter; a review
// that is not public (still blind, hidden, of a draft) is a 404 as on the public pages; the same
// person reporting it again while their report is open gets the same report.

const hour = 3_600_000;
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { RATE_LIMITS: "off", SMTP_URL: smtp.url } });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A class that ended yesterday with one review by its attendee, published unless `blind`. */
async function reviewed(opts: { blind?: boolean } = {}) {
  const instructor = await signedIn(t.app, t.db, ["student", "instructor"]);
  const venueId = await createVenue(t.db, instructor.user.id);
  const cls = await createClass(t.db, { instructorId: instructor.user.id, venueId, startsInMs: -27 * hour });
  const author = await signedIn(t.app, t.db);
  const [seat] = await t.db
    .insert(applications)
    .values({
      classId: cls.id,
      studentId: author.user.id,
      status: "accepted",
      experienceLevel: "some",
      safetyVersion: 1,
      safetyAcknowledgedAt: new Date(),
      acceptedAt: new Date(),
    })
    .returning();
  const [review] = await t.db
    .insert(reviews)
    .values({
      classId: cls.id,
      studentId: author.user.id,
      applicationId: seat!.id,
      rating: 1,
      text: "The instructor is a fraud, call him at 555-0100.",
      publishedAt: opts.blind ? null : new Date(),
    })
    .returning();
  return { instructor, cls, author, reviewId: review!.id };
}

const reportsOf = (reviewId: number) => t.db.select().from(messageReports).where(eq(messageReports.reviewId, reviewId));

describe("reporting a review (issue 40)", () => {
  it("names the review's author; the queue shows the review with its class; a warning reaches the author", async () => {
    const r = await reviewed();
    const reporter = await signedIn(t.app, t.db);
    const sent = await reporter.client.post("/api/reports", {
      review_id: r.reviewId,
      reason: "It gives out a phone number and insults the instructor.",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      status: "open",
      reported_user: { id: r.author.user.id, name: r.author.user.name },
      review_id: r.reviewId,
      conversation_id: null,
      message_id: null,
    });
    expect(JSON.stringify(sent.json())).not.toContain("@");

    const admin = await signedIn(t.app, t.db, ["admin"]);
    const queue = (await admin.client.get("/api/admin/reports?status=open&limit=50")).json().data as Array<{
      id: number;
      review: { id: number; text: string; class: { title: string; url: string }; hidden: boolean } | null;
      context: unknown[];
      reported_user: { id: number };
      reporter: { id: number };
    }>;
    const item = queue.find((q) => q.review?.id === r.reviewId);
    expect(item).toBeDefined();
    expect(item?.review).toMatchObject({
      text: "The instructor is a fraud, call him at 555-0100.",
      hidden: false,
      class: { title: r.cls.title, url: expect.stringMatching(new RegExp(`^/classes/${r.cls.id}-`)) },
    });
    expect(item?.context).toEqual([]);
    expect(item?.reported_user.id).toBe(r.author.user.id);
    expect(item?.reporter.id).toBe(reporter.user.id);

    const warned = await admin.client.post(`/api/admin/reports/${item?.id}/decision`, {
      action: "warn",
      note: "Please leave phone numbers out of reviews.",
    });
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json().data.decided_by.id).toBe(admin.user.id);
    await smtp.waitFor(r.author.user.email, /A warning about your review/);
  });

  it("refuses one's own review (422), a review nobody may read yet or any more (404), and a bad body (422); nothing stored", async () => {
    const r = await reviewed();
    const own = await r.author.client.post("/api/reports", {
      review_id: r.reviewId,
      reason: "Reporting my own review to see what happens.",
    });
    expect(own.statusCode, own.body).toBe(422);
    expect(own.json().errors.review_id).toEqual(["You can only report a review someone else wrote."]);

    const reporter = await signedIn(t.app, t.db);
    const blind = await reviewed({ blind: true });
    const notYet = await reporter.client.post("/api/reports", { review_id: blind.reviewId, reason: "Reads as spam." });
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().error.message).toBe("Review not found.");
    const missing = await reporter.client.post("/api/reports", { review_id: 999_999_999, reason: "Reads as spam." });
    expect(missing.statusCode).toBe(404);

    await t.db
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: "Names a person." })
      .where(eq(reviews.id, r.reviewId));
    const hidden = await reporter.client.post("/api/reports", { review_id: r.reviewId, reason: "Reads as spam." });
    expect(hidden.statusCode).toBe(404);

    const both = await reporter.client.post("/api/reports", {
      review_id: blind.reviewId,
      message_id: 1,
      reason: "Two things at once here.",
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.review_id).toEqual(["Report a review on its own, apart from any message."]);
    const short = await reporter.client.post("/api/reports", { review_id: r.reviewId, reason: "bad" });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.reason).toEqual(["Tell us what happened in at least 10 characters."]);

    expect(await reportsOf(r.reviewId)).toHaveLength(0);
    expect(await reportsOf(blind.reviewId)).toHaveLength(0);
  });

  it("the same person reporting a review twice, even at once, gets one report while it is open", async () => {
    const r = await reviewed();
    const reporter = await signedIn(t.app, t.db);
    const body = { review_id: r.reviewId, reason: "It gives out a phone number." };
    const answers = await Promise.all([1, 2, 3].map(() => reporter.client.post("/api/reports", body)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await reportsOf(r.reviewId)).toHaveLength(1);

    // Someone else's report is their own.
    const other = await signedIn(t.app, t.db);
    expect((await other.client.post("/api/reports", body)).statusCode).toBe(201);
    const [count] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from message_reports where review_id = ${r.reviewId}`),
    );
    expect(count?.n).toBe(2);
  });
});
