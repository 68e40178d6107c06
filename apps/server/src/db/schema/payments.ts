import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { applications } from "./applications.ts";
import { classes } from "./classes.ts";
import { users } from "./users.ts";

/**
 * The payments ledger (issue 41; DOMAIN.md "Payments"): append-only rows in integer minor units of
 * an ISO 4217 currency, each linked to its application and class. A seat's balance is a sum of its
 * rows, never a stored total. A trigger refuses UPDATE and DELETE (migration 0025), and the
 * repository has neither. The kinds leave room for `platform_fee` and `payout`; methods and
 * providers are the manual driver's only (a card driver widens them in its own migration). No cascade from applications, classes or users: the
 * books outlive what they describe.
 */
export const paymentLedger = pgTable(
  "payment_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    applicationId: bigint("application_id", { mode: "number" })
      .notNull()
      .references(() => applications.id),
    classId: bigint("class_id", { mode: "number" })
      .notNull()
      .references(() => classes.id),
    method: text("method").notNull(),
    provider: text("provider").notNull(),
    /** The day the money was taken (the forge's calendar day). */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    /** Who recorded it (a manager of the class; an erased account stays a "Former member" row). */
    recordedBy: bigint("recorded_by", { mode: "number" })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Unique per recorder: a retried request with the same Idempotency-Key records nothing twice. */
    idempotencyKey: text("idempotency_key").notNull(),
  },
  (t) => [
    uniqueIndex("payment_ledger_idempotency_idx").on(t.recordedBy, t.idempotencyKey),
    index("payment_ledger_application_idx").on(t.applicationId, t.id),
    index("payment_ledger_class_idx").on(t.classId, t.id),
    check("payment_ledger_kind_check", sql`${t.kind} in ('charge', 'refund', 'platform_fee', 'payout')`),
    check("payment_ledger_amount_check", sql`${t.amountCents} > 0`),
    check("payment_ledger_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("payment_ledger_method_check", sql`${t.method} in ('cash', 'bank_transfer')`),
    check("payment_ledger_provider_check", sql`${t.provider} in ('manual')`),
  ],
);
