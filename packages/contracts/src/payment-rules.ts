/**
 * Paying for a seat (issue 41, first slice: pay at the forge). Plain data without zod, like
 * application-rules.ts: the class page reads it at page load.
 */

/** Ledger kinds: a student's charge, a refund to them; platform fees and payouts come with card payments. */
export const ledgerKinds = ["charge", "refund", "platform_fee", "payout"] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** How a manual payment was made: at the forge in cash, or by bank transfer. */
export const manualPaymentMethods = ["cash", "bank_transfer"] as const;
export type ManualPaymentMethod = (typeof manualPaymentMethods)[number];

/** A seat's payment as the roster and the student's card show it. */
export const seatPaymentStatuses = ["paid", "part_paid", "not_paid"] as const;
export type SeatPaymentStatus = (typeof seatPaymentStatuses)[number];

const hour = 3_600_000;
/** Manual payment is due this long before the first session at the latest ... */
export const manualPaymentBeforeStartMs = 48 * hour;
/** ... and within this long of the acceptance, whichever comes sooner. */
export const manualPaymentAfterAcceptanceMs = 72 * hour;

/**
 * When a manual payment for an accepted seat is due: the sooner of 48 hours before the class's
 * first session and 3 days after the acceptance. Without an acceptance yet (the class page), the
 * latest it can be: 48 hours before the first session. Null for a class without sessions.
 */
export function manualPaymentDueAt(
  firstSessionAt: string | Date | null,
  acceptedAt?: string | Date | null,
): Date | null {
  if (firstSessionAt == null) return null;
  const beforeStart = new Date(firstSessionAt).getTime() - manualPaymentBeforeStartMs;
  if (acceptedAt == null) return new Date(beforeStart);
  return new Date(Math.min(beforeStart, new Date(acceptedAt).getTime() + manualPaymentAfterAcceptanceMs));
}

/** How many minor units a currency's major unit has (JPY and KRW none, as `formatPrice` says). */
export const currencyDigits = (currency: string): number => (currency === "JPY" || currency === "KRW" ? 0 : 2);

/** paid / part paid / not paid from the seat's price and what the ledger says was paid. */
export function seatPaymentStatus(priceCents: number, paidCents: number): SeatPaymentStatus {
  if (paidCents >= priceCents) return "paid";
  return paidCents > 0 ? "part_paid" : "not_paid";
}
