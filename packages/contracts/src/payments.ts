import { z } from "zod";
import { currencyDigits, ledgerKinds, manualPaymentMethods, seatPaymentStatuses } from "./payment-rules.ts";
import { idParamSchema, safeString } from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";

export * from "./payment-rules.ts";

/**
 * Paying for a seat (issue 41, first slice): the student pays at the forge or by bank transfer and
 * a manager of the class records it. Every payment is an append-only ledger row in minor units
 * of the class's currency; what a seat has paid is a sum of rows, never a stored total.
 */
export const ledgerKindSchema = z.enum(ledgerKinds);
export const manualPaymentMethodSchema = z.enum(
  manualPaymentMethods,
  schemaMessage(/*i18n*/ { id: "validation.payments.choose_method", message: "Choose how the student paid." }),
);
export const seatPaymentStatusSchema = z.enum(seatPaymentStatuses);

/** An ISO 4217 code, as a class's (classes.ts's `currencySchema`, which imports this module's users). */
const currencySchema = safeString()
  .trim()
  .toUpperCase()
  .regex(
    /^[A-Z]{3}$/,
    schemaMessage(
      /*i18n*/ {
        id: "validation.classes.use_3_letter_iso",
        message: "Use a 3-letter ISO 4217 currency code such as USD.",
      },
    ),
  );

/** A calendar day, YYYY-MM-DD. */
const calendarDay = z
  .string(schemaMessage(/*i18n*/ { id: "validation.payments.enter_paid_on", message: "Enter the day it was paid." }))
  .regex(
    /^\d{4}-\d{2}-\d{2}$/,
    schemaMessage(/*i18n*/ { id: "validation.payments.enter_paid_on", message: "Enter the day it was paid." }),
  )
  .refine(
    (d) => {
      const at = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d && at.getUTCFullYear() >= 2000;
    },
    schemaMessage(/*i18n*/ { id: "validation.payments.enter_paid_on", message: "Enter the day it was paid." }),
  );

/** The refusals the service words (checked against the seat, so not in the schema's shape). */
export const paymentRefusals = {
  overpaid: schemaMessage(
    /*i18n*/ {
      id: "validation.payments.more_than_owed",
      message: "That is more than the student still owes for this seat.",
    },
  ),
  nothingOwed: schemaMessage(
    /*i18n*/ { id: "validation.payments.nothing_owed", message: "This seat is already paid in full." },
  ),
  wrongCurrency: schemaMessage(
    /*i18n*/ {
      id: "validation.payments.class_currency",
      message: "Record the payment in the class's currency.",
    },
  ),
  futureDay: schemaMessage(
    /*i18n*/ { id: "validation.payments.not_future", message: "The day it was paid cannot be in the future." },
  ),
};

/**
 * POST /api/manage/applications/{id}/payments: a manager records a payment taken at the forge or
 * by bank transfer for an accepted seat. Send an Idempotency-Key: a retry records it once.
 */
export const recordPaymentSchema = z.object({
  /** Minor units of `currency` (8500 = $85); more than 0 and at most what the seat still owes. */
  amount_cents: z
    .number(schemaMessage(/*i18n*/ { id: "validation.payments.enter_amount", message: "Enter the amount paid." }))
    .int(schemaMessage(/*i18n*/ { id: "validation.payments.enter_amount", message: "Enter the amount paid." }))
    .min(
      1,
      schemaMessage(
        /*i18n*/ { id: "validation.payments.amount_positive", message: "The amount must be more than nothing." },
      ),
    )
    .max(100_000_000),
  /** The class's currency (ISO 4217); a payment never crosses currencies. */
  currency: currencySchema,
  method: manualPaymentMethodSchema,
  /** The day the money was taken (not in the future in the forge's time zone). */
  paid_on: calendarDay,
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

export const paymentApplicationParamsSchema = z.object({ id: idParamSchema() });

/** One ledger row as its student and the class's managers read it: a receipt. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: ledgerKindSchema,
  amount_cents: z.number().int(),
  currency: z.string(),
  method: z.string(),
  provider: z.string(),
  paid_on: z.string(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A seat in a paid class: its price, what was paid (a sum of the ledger), what is still owed. */
export const seatPaymentSchema = z.object({
  price_cents: z.number().int(),
  currency: z.string(),
  paid_cents: z.number().int(),
  outstanding_cents: z.number().int(),
  status: seatPaymentStatusSchema,
  /** How the student can pay now (the manual driver: at the forge or by bank transfer). */
  methods: z.array(z.string()),
  /** When it is due: the sooner of 48 hours before the first session and 3 days after acceptance; null without an acceptance or sessions. */
  due_at: z.string().nullable(),
  /** The ledger's rows for this seat, oldest first: the student's receipts. */
  receipts: z.array(ledgerEntrySchema),
});
export type SeatPayment = z.infer<typeof seatPaymentSchema>;

/** The answer to a recorded payment: the receipt and the seat's payment after it. */
export const recordPaymentResponseSchema = z.object({
  data: z.object({ receipt: ledgerEntrySchema, seat: seatPaymentSchema }),
});

/**
 * The roster's "Mark paid" form (a route action's fields, decision 535): the seat, the class's
 * currency (hidden), the amount as a person types it in the currency's major units ("85", "85.50",
 * "85,50"), the method and the day. `paymentBodyOf` turns it into the API's body.
 */
export const markPaidFormSchema = z.object({
  application_id: idParamSchema(),
  currency: currencySchema,
  amount: safeString(
    schemaMessage(/*i18n*/ { id: "validation.payments.enter_amount", message: "Enter the amount paid." }),
  )
    .trim()
    .regex(
      /^\d{1,7}(?:[.,]\d{1,2})?$/,
      schemaMessage(
        /*i18n*/ {
          id: "validation.payments.amount_format",
          message: "Enter the amount as a number, such as 85 or 85.50.",
        },
      ),
    ),
  method: manualPaymentMethodSchema,
  paid_on: calendarDay,
});
export type MarkPaidForm = z.output<typeof markPaidFormSchema>;

/** A typed amount ("85,50") in minor units of `currency` (8550). */
export function amountToMinor(amount: string, currency: string): number {
  const digits = currencyDigits(currency);
  return Math.round(Number(amount.replace(",", ".")) * 10 ** digits);
}

/** Minor units as the form's amount field shows them ("85.50", "85"; JPY "4000"). */
export function minorToAmount(cents: number, currency: string): string {
  const digits = currencyDigits(currency);
  const value = cents / 10 ** digits;
  return Number.isInteger(value) ? String(value) : value.toFixed(digits);
}

/** The API's body for the form's values. */
export const paymentBodyOf = (v: MarkPaidForm): RecordPayment => ({
  amount_cents: amountToMinor(v.amount, v.currency),
  currency: v.currency,
  method: v.method,
  paid_on: v.paid_on,
});
