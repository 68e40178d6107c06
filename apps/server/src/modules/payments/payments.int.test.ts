import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applications, classes, paymentLedger, users } from "../../db/schema/index.ts";
import { readOutbox } from "../../platform/mail/outbox.ts";
import { applyBody, createClass, createVenue, signedIn } from "../applications/testing.ts";

/**
 * Issue 41, first slice: a class's managers record a payment taken at the forge; the ledger is
 * append-only (in the database too), balances are sums, and the student gets a receipt.
 */
let t: TestApp;
beforeAll(async () => {
  // A fixture signs in several people: the login rate limit is not what this file checks.
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
});
afterAll(() => t?.close());

type Who = Awaited<ReturnType<typeof signedIn>>;
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** A class at a host's forge, taught by an instructor, priced 85.50 in `currency`; one accepted student. */
async function paidSeat(opts: { priceCents?: number; currency?: string; language?: string | null } = {}) {
  const host = await signedIn(t.app, t.db, ["student", "host"]);
  const instructor = await signedIn(t.app, t.db, ["student", "instructor"]);
  const venueId = await createVenue(t.db, host.user.id);
  const cls = await createClass(t.db, { instructorId: instructor.user.id, venueId, autoAccept: true });
  await t.db
    .update(classes)
    .set({ priceCents: opts.priceCents ?? 8550, currency: opts.currency ?? "USD" })
    .where(eq(classes.id, cls.id));
  const student = await signedIn(t.app, t.db);
  if (opts.language !== undefined) {
    await t.db.update(users).set({ language: opts.language }).where(eq(users.id, student.user.id));
  }
  const applied = await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
  expect(applied.statusCode, applied.body).toBe(201);
  const applicationId = applied.json().data.id as number;
  expect(applied.json().data.status).toBe("accepted");
  return { host, instructor, student, cls, applicationId, currency: opts.currency ?? "USD" };
}

const pay = (who: Who, applicationId: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  who.client.post(`/api/manage/applications/${applicationId}/payments`, body, headers);

const body = (extra: Record<string, unknown> = {}) => ({
  amount_cents: 5000,
  currency: "USD",
  method: "cash",
  paid_on: today(),
  ...extra,
});

const rowsOfSeat = (applicationId: number) =>
  t.db.select().from(paymentLedger).where(eq(paymentLedger.applicationId, applicationId));

async function rosterSeat(who: Who, classId: number, applicationId: number) {
  const res = await who.client.get(`/api/manage/students?class_id=${classId}`);
  expect(res.statusCode, res.body).toBe(200);
  const students = res.json().data[0].students as Array<{ application_id: number; payment: unknown }>;
  return students.find((s) => s.application_id === applicationId)?.payment as Record<string, unknown>;
}

async function myCard(who: Who, applicationId: number) {
  const res = await who.client.get("/api/applications");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ id: number; payment: Record<string, unknown> | null }>).find(
    (a) => a.id === applicationId,
  );
}

describe("recording a payment at the forge (issue 41)", () => {
  it("appends a ledger row; the seat's paid amount is the sum of its rows (part paid, then paid)", async () => {
    const f = await paidSeat();
    const first = await pay(f.instructor, f.applicationId, body({ amount_cents: 5000 }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      receipt: {
        kind: "charge",
        amount_cents: 5000,
        currency: "USD",
        method: "cash",
        provider: "manual",
        paid_on: today(),
      },
      seat: { price_cents: 8550, paid_cents: 5000, outstanding_cents: 3550, status: "part_paid" },
    });
    expect(await rosterSeat(f.instructor, f.cls.id, f.applicationId)).toMatchObject({
      status: "part_paid",
      paid_cents: 5000,
      outstanding_cents: 3550,
    });

    // The forge's host records the rest by bank transfer.
    const rest = await pay(f.host, f.applicationId, body({ amount_cents: 3550, method: "bank_transfer" }));
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.seat).toMatchObject({ paid_cents: 8550, outstanding_cents: 0, status: "paid" });

    const rows = await rowsOfSeat(f.applicationId);
    expect(rows.map((r) => [r.kind, r.amountCents, r.currency, r.method, r.provider, r.classId])).toEqual([
      ["charge", 5000, "USD", "cash", "manual", f.cls.id],
      ["charge", 3550, "USD", "bank_transfer", "manual", f.cls.id],
    ]);
    expect(rows.map((r) => r.recordedBy)).toEqual([f.instructor.user.id, f.host.user.id]);
    expect(await rosterSeat(f.host, f.cls.id, f.applicationId)).toMatchObject({ status: "paid", paid_cents: 8550 });

    // The student's card: paid, both receipts, how to pay and by when.
    const card = await myCard(f.student, f.applicationId);
    expect(card?.payment).toMatchObject({
      status: "paid",
      paid_cents: 8550,
      methods: ["cash", "bank_transfer"],
      receipts: [
        { amount_cents: 5000, method: "cash" },
        { amount_cents: 3550, method: "bank_transfer" },
      ],
    });
    // Due by the sooner of 48 hours before the first session (in 7 days) and 3 days after acceptance.
    const due = Date.parse(String(card?.payment?.due_at));
    expect(Math.abs(due - (Date.now() + 3 * 86_400_000))).toBeLessThan(60_000);
  });

  it("records a payment once for the same Idempotency-Key, and answers the retry with the first answer", async () => {
    const f = await paidSeat();
    const headers = { "idempotency-key": `pay-${f.applicationId}` };
    const a = await pay(f.instructor, f.applicationId, body(), headers);
    const b = await pay(f.instructor, f.applicationId, body(), headers);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    expect(b.headers["idempotent-replayed"]).toBe("true");
    expect(b.json().data.receipt.id).toBe(a.json().data.receipt.id);
    expect(await rowsOfSeat(f.applicationId)).toHaveLength(1);
  });

  it("a stranger meets a 404, a student without a managing role a 403; nothing is recorded", async () => {
    const f = await paidSeat();
    const stranger = await signedIn(t.app, t.db, ["student", "instructor"]);
    const res = await pay(stranger, f.applicationId, body());
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Application not found." });
    expect((await pay(f.student, f.applicationId, body())).statusCode).toBe(403);
    expect((await pay(f.instructor, 99_999_999, body())).statusCode).toBe(404);
    expect(await rowsOfSeat(f.applicationId)).toHaveLength(0);
  });

  it("refuses a waitlisted or withdrawn seat with a 409 in words, and a free class", async () => {
    const f = await paidSeat();
    await t.db.update(applications).set({ status: "waitlisted" }).where(eq(applications.id, f.applicationId));
    const waitlisted = await pay(f.instructor, f.applicationId, body());
    expect(waitlisted.statusCode, waitlisted.body).toBe(409);
    expect(waitlisted.json().error.message).toBe(
      "Only an accepted seat can be paid for: this student is on the waitlist.",
    );
    await t.db.update(applications).set({ status: "withdrawn" }).where(eq(applications.id, f.applicationId));
    const withdrawn = await pay(f.instructor, f.applicationId, body());
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().error.message).toBe("Only an accepted seat can be paid for: the student withdrew.");
    const german = await pay(f.instructor, f.applicationId, body(), { "accept-language": "de" });
    expect(german.json().error.message).not.toMatch(/withdrawn|accepted seat/);

    const free = await paidSeat({ priceCents: 0 });
    const res = await pay(free.instructor, free.applicationId, body());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("This class is free: there is nothing to pay.");
    expect(await rowsOfSeat(f.applicationId)).toHaveLength(0);
  });

  it("refuses another currency, more than is owed, a day in the future, and nothing", async () => {
    const f = await paidSeat({ currency: "EUR" });
    const wrong = await pay(f.instructor, f.applicationId, body({ currency: "USD" }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ currency: ["Record the payment in the class's currency."] });

    const over = await pay(f.instructor, f.applicationId, body({ currency: "EUR", amount_cents: 8551 }));
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ amount_cents: ["That is more than the student still owes for this seat."] });

    const future = await pay(f.instructor, f.applicationId, body({ currency: "EUR", paid_on: tomorrow() }));
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ paid_on: ["The day it was paid cannot be in the future."] });

    const zero = await pay(f.instructor, f.applicationId, body({ currency: "EUR", amount_cents: 0 }));
    expect(zero.statusCode).toBe(422);
    expect(Object.keys(zero.json().errors)).toEqual(["amount_cents"]);

    const badDay = await pay(f.instructor, f.applicationId, body({ currency: "EUR", paid_on: "2026-02-30" }));
    expect(badDay.statusCode).toBe(422);
    expect(badDay.json().errors.paid_on).toEqual(["Enter the day it was paid."]);

    expect(await rowsOfSeat(f.applicationId)).toHaveLength(0);

    // Paid in full, any further payment is refused.
    expect((await pay(f.instructor, f.applicationId, body({ currency: "EUR", amount_cents: 8550 }))).statusCode).toBe(
      201,
    );
    const again = await pay(f.instructor, f.applicationId, body({ currency: "EUR", amount_cents: 1 }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ amount_cents: ["This seat is already paid in full."] });
    expect(await rowsOfSeat(f.applicationId)).toHaveLength(1);
  });

  it("words the refusals in the reader's language", async () => {
    const f = await paidSeat({ currency: "EUR" });
    const over = await pay(f.instructor, f.applicationId, body({ currency: "EUR", amount_cents: 9000 }), {
      "accept-language": "de",
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount_cents[0]).not.toBe("That is more than the student still owes for this seat.");
    const future = await pay(f.instructor, f.applicationId, body({ currency: "EUR", paid_on: tomorrow() }), {
      "accept-language": "fr",
    });
    expect(future.json().errors.paid_on[0]).not.toBe("The day it was paid cannot be in the future.");
  });

  it("the database refuses to change or remove a ledger row (append-only)", async () => {
    const f = await paidSeat();
    expect((await pay(f.instructor, f.applicationId, body())).statusCode).toBe(201);
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "done",
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(
      await refusal(
        t.db.execute(sql`update payment_ledger set amount_cents = 1 where application_id = ${f.applicationId}`),
      ),
    ).toBe("payment_ledger is append-only: UPDATE refused");
    expect(await refusal(t.db.execute(sql`delete from payment_ledger where application_id = ${f.applicationId}`))).toBe(
      "payment_ledger is append-only: DELETE refused",
    );
    const rows = await rowsOfSeat(f.applicationId);
    expect(rows.map((r) => r.amountCents)).toEqual([5000]);
  });

  it("sends the student a receipt: a notification read in their language, and an email", async () => {
    const f = await paidSeat({ currency: "EUR", language: "de" });
    const res = await pay(
      f.instructor,
      f.applicationId,
      body({ currency: "EUR", amount_cents: 8550, paid_on: "2026-11-20" }),
    );
    expect(res.statusCode, res.body).toBe(201);

    const listed = await f.student.client.get("/api/notifications");
    const note = listed.json().data.notifications[0];
    expect(note.type).toBe("payment_received");
    expect(note.data).toMatchObject({ url: "/dashboard/my-applications", application_id: f.applicationId });
    expect(note.message).toMatch(/85,50\s€/);
    expect(note.message).toContain(f.cls.title);
    expect(note.message).toContain("20. November 2026");
    expect(note.content).toEqual([f.cls.title]);

    // Read in English once the account follows English.
    await t.db.update(users).set({ language: "en" }).where(eq(users.id, f.student.user.id));
    const english = (await f.student.client.get("/api/notifications")).json().data.notifications[0];
    expect(english.title).toBe("Payment received");
    expect(english.message).toBe(
      `We have your payment of €85.50 for "${f.cls.title}", paid in cash at the forge on November 20, 2026. This is your receipt.`,
    );

    await vi.waitFor(
      async () => {
        const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to === f.student.user.email);
        expect(mail?.subject).toBeTruthy();
        expect(mail?.subject).not.toBe("Payment received");
        expect(mail?.text).toContain(`Hallo ${f.student.user.name},`);
        expect(mail?.text).toMatch(/85,50\s€/);
        expect(mail?.text).toContain("20. November 2026");
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});
