import { randomUUID } from "node:crypto";
import {
  classUrl,
  type LedgerEntry,
  paymentRefusals,
  type RecordPayment,
  type SeatPayment,
  schemaText,
} from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { AppError, errors, ValidationError } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { managedClassesOf } from "../../platform/managed-classes.ts";
import type { PaymentsPort } from "../../platform/payments/payments-port.ts";
import { presentLedgerEntry, presentSeatPayment } from "../../platform/payments/seat-payment.ts";
import { receiptNotice } from "./payment-notices.ts";
import { paymentsPolicy as policy } from "./payments.policy.ts";
import { paymentsRepository as repo } from "./payments.repository.ts";

export interface PaymentsDeps {
  db: Db;
  events: EventDispatcher;
  payments: PaymentsPort;
  now: () => Date;
}

const t = {
  notFound: /*i18n*/ { id: "error.application_not_found", message: "Application not found." },
  notAccepted: /*i18n*/ {
    id: "error.payment.seat_not_accepted",
    message:
      "Only an accepted seat can be paid for: {status, select, pending {this application is still waiting for a decision} waitlisted {this student is on the waitlist} withdrawn {the student withdrew} rejected {this application was not accepted} cancelled {this application was cancelled with its class} other {this application has no seat}}.",
  },
  free: /*i18n*/ { id: "error.payment.free_class", message: "This class is free: there is nothing to pay." },
};

/** Today's calendar day (YYYY-MM-DD) in a time zone (the forge's; UTC without one). */
export function dayIn(at: Date, timeZone: string | null): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: timeZone ?? "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

const conflict = (status: string) => new AppError(409, "CONFLICT", t.notAccepted, {}, { status });

/**
 * Recording payments taken at the forge (issue 41, the `manual` driver): a manager of the class
 * records what an accepted seat paid; the row goes into the append-only ledger and the student
 * gets a receipt (notification and email) in the same transaction.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db } = deps;

  async function answer(
    user: AuthUser,
    ledgerId: number,
    applicationId: number,
  ): Promise<{ receipt: LedgerEntry; seat: SeatPayment }> {
    const [row, seat] = await Promise.all([
      repo.find(db, ledgerId),
      repo.seat(db, managedClassesOf(user), applicationId),
    ]);
    if (!row || !seat) throw new Error(`ledger row ${ledgerId} vanished after it was stored`);
    const payment = presentSeatPayment(seat, deps.payments);
    if (!payment) throw new Error(`seat ${applicationId} has a payment but its class is free`);
    return { receipt: presentLedgerEntry(row), seat: payment };
  }

  return {
    /**
     * Records a payment for an accepted seat of a class `user` manages. Idempotent by the
     * recorder's Idempotency-Key: a retry answers the first row. Refusals: 404 for a seat one does
     * not manage, 409 for a seat not accepted or a free class, 422 for another currency, a day in
     * the future, or more than the seat still owes (checked under the seat's row lock).
     */
    async record(user: AuthUser, applicationId: number, input: RecordPayment, key: string | null) {
      if (key) {
        const existing = await repo.findByKey(db, user.id, key);
        if (existing && existing.applicationId !== applicationId) {
          throw new ValidationError({
            idempotency_key: [
              /*i18n*/ {
                id: "error.idempotency_key_reused",
                message: "This Idempotency-Key was already used for another request. Send a new key.",
              },
            ],
          });
        }
        if (existing) return answer(user, existing.id, applicationId);
      }
      const seat = await repo.seat(db, managedClassesOf(user), applicationId);
      if (!seat?.managed) throw errors.notFound(t.notFound);
      policy.authorize(user, "record", { managed: seat.managed });
      if (!(Number(seat.class_price_cents) > 0)) throw errors.conflict(t.free);
      if (seat.status !== "accepted") throw conflict(seat.status);
      if (input.currency !== seat.class_currency) {
        throw errors.validation("currency", schemaText(paymentRefusals.wrongCurrency));
      }
      if (input.paid_on > dayIn(deps.now(), seat.time_zone)) {
        throw errors.validation("paid_on", schemaText(paymentRefusals.futureDay));
      }
      const draft = deps.payments.recordTaken({
        amountCents: input.amount_cents,
        currency: input.currency,
        method: input.method,
        paidOn: input.paid_on,
      });
      const idempotencyKey = key ?? randomUUID();
      const id = await deps.events.transaction(async (tx, events) => {
        const locked = await repo.lockSeat(tx, applicationId);
        if (locked?.status !== "accepted") throw conflict(locked?.status ?? "cancelled");
        const paid = await repo.paidCents(tx, applicationId, seat.class_currency);
        const owed = Number(seat.class_price_cents) - paid;
        if (owed <= 0) throw errors.validation("amount_cents", schemaText(paymentRefusals.nothingOwed));
        if (draft.amountCents > owed) throw errors.validation("amount_cents", schemaText(paymentRefusals.overpaid));
        const ledgerId = await repo.append(tx, {
          ...draft,
          applicationId,
          classId: seat.class_id,
          recordedBy: user.id,
          idempotencyKey,
        });
        // The same key raced in from a retry: the first row stands, nothing is told twice.
        if (ledgerId === null) return null;
        await events.notify(
          receiptNotice({
            studentId: seat.student_id,
            applicationId,
            classId: seat.class_id,
            classTitle: seat.class_title,
            classUrl: classUrl(seat.class_id, seat.class_slug),
            ledgerId,
            amountCents: draft.amountCents,
            currency: draft.currency,
            method: draft.method,
            paidOn: draft.paidOn,
          }),
        );
        return ledgerId;
      });
      const stored = id ?? (await repo.findByKey(db, user.id, idempotencyKey))?.id ?? null;
      if (stored === null) throw new Error("ledger insert returned no row");
      return answer(user, stored, applicationId);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
