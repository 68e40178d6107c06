import type { LedgerKind, ManualPaymentMethod } from "@guildforge/contracts";
import type { PaymentsDriver } from "../../config/payments-config.ts";

/** A payment a person took outside the app (at the forge, by bank transfer), as it is told to the port. */
export interface TakenPayment {
  amountCents: number;
  currency: string;
  method: ManualPaymentMethod;
  /** The calendar day the money was taken (YYYY-MM-DD). */
  paidOn: string;
}

/** What the port makes of a payment: the ledger row's own columns (the service adds whose and which seat). */
export interface LedgerDraft {
  kind: LedgerKind;
  amountCents: number;
  currency: string;
  method: ManualPaymentMethod;
  provider: PaymentsDriver;
  paidOn: string;
}

/**
 * The payments port (issue 41): how a seat in a paid class is paid for, whichever driver takes
 * the money. The `manual` driver is the only one so far: the student pays at the forge or by bank
 * transfer, and a manager of the class records it (`recordTaken`). A card driver would add a
 * checkout and its webhooks here.
 */
export interface PaymentsPort {
  readonly driver: PaymentsDriver;
  /** How a student can pay now, in the order the pages offer them. */
  readonly methods: readonly ManualPaymentMethod[];
  /** When an accepted seat's payment is due (null for a class without sessions). */
  dueAt(seat: { firstSessionAt: string | Date | null; acceptedAt: string | Date | null }): Date | null;
  /** A payment taken outside the app, as the ledger row it becomes. */
  recordTaken(payment: TakenPayment): LedgerDraft;
}
