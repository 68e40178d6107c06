import { type LedgerEntry, type LedgerKind, type SeatPayment, seatPaymentStatus } from "@guildforge/contracts";
import type { PaymentsPort } from "./payments-port.ts";

type Ts = string | Date;

/** A ledger row as SQL reads it (also inside a seat's `json_agg`). */
export interface LedgerRow {
  id: number;
  kind: string;
  amount_cents: number | string;
  currency: string;
  method: string;
  provider: string;
  paid_on: string;
  created_at: Ts;
}

/** The columns a seat's payment is presented from (the applications' read model carries them). */
export interface SeatPaymentColumns {
  class_price_cents: number;
  class_currency: string;
  class_starts_at: Ts | null;
  accepted_at: Ts | null;
  /** The seat's ledger rows, oldest first. */
  receipts: LedgerRow[] | null;
}

/** One ledger row on the wire: a receipt. */
export function presentLedgerEntry(r: LedgerRow): LedgerEntry {
  return {
    id: Number(r.id),
    kind: r.kind as LedgerKind,
    amount_cents: Number(r.amount_cents),
    currency: r.currency,
    method: r.method,
    provider: r.provider,
    paid_on: String(r.paid_on).slice(0, 10),
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** What the rows say was paid: the charges less the refunds, in the class's currency. */
export function paidCents(rows: readonly Pick<LedgerRow, "kind" | "amount_cents" | "currency">[], currency: string) {
  let sum = 0;
  for (const r of rows) {
    if (r.currency !== currency) continue;
    if (r.kind === "charge") sum += Number(r.amount_cents);
    else if (r.kind === "refund") sum -= Number(r.amount_cents);
  }
  return sum;
}

/**
 * A seat's payment (issue 41): null for a free class; else its price, what the ledger says was
 * paid (a sum, never a stored total), what is still owed, how and by when to pay, and the receipts.
 */
export function presentSeatPayment(r: SeatPaymentColumns, payments: PaymentsPort): SeatPayment | null {
  const price = Number(r.class_price_cents);
  if (!(price > 0)) return null;
  const rows = r.receipts ?? [];
  const paid = paidCents(rows, r.class_currency);
  const due = payments.dueAt({ firstSessionAt: r.class_starts_at, acceptedAt: r.accepted_at });
  return {
    price_cents: price,
    currency: r.class_currency,
    paid_cents: paid,
    outstanding_cents: Math.max(0, price - paid),
    status: seatPaymentStatus(price, paid),
    methods: [...payments.methods],
    due_at: due ? due.toISOString() : null,
    receipts: rows.map(presentLedgerEntry),
  };
}
