import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { paymentLedger } from "../../db/schema/index.ts";
import type { ManagedClasses } from "../../platform/managed-classes.ts";
import { managedClassesWhere } from "../../platform/managed-classes-queries.ts";
import type { LedgerRow, SeatPaymentColumns } from "../../platform/payments/seat-payment.ts";

/** A seat (an application) as recording a payment reads it: its class, its student, whether one manages it. */
export interface PaymentSeatRow extends SeatPaymentColumns {
  id: number;
  status: string;
  student_id: number;
  class_id: number;
  class_title: string;
  class_slug: string;
  /** The forge's IANA zone (null without a forge): the day a payment was made is the forge's day. */
  time_zone: string | null;
  managed: boolean;
}

export interface NewLedgerRow {
  kind: string;
  amountCents: number;
  currency: string;
  applicationId: number;
  classId: number;
  method: string;
  provider: string;
  paidOn: string;
  recordedBy: number;
  idempotencyKey: string;
}

const ledgerColumns = sql`p.id::int as id, p.kind, p.amount_cents, p.currency, p.method, p.provider,
  to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.created_at`;

/**
 * The payments ledger's SQL (issue 41). Append-only: rows are inserted and read, never updated or
 * deleted (the database refuses both, migration 0025); what a seat paid is a sum of its rows.
 */
export const paymentsRepository = {
  /** The seat, its class and whether `scope` manages it; undefined when there is no such application. */
  async seat(db: Db, scope: ManagedClasses, applicationId: number): Promise<PaymentSeatRow | undefined> {
    return rowsOf<PaymentSeatRow>(
      await db.execute(sql`
        select a.id::int as id, a.status, a.student_id::int as student_id, a.accepted_at,
               c.id::int as class_id, c.title as class_title, c.slug as class_slug,
               c.price_cents::int as class_price_cents, c.currency as class_currency,
               c.starts_at as class_starts_at, l.time_zone,
               (${managedClassesWhere(scope)}) as managed,
               (select coalesce(json_agg(json_build_object('id', p.id, 'kind', p.kind, 'amount_cents', p.amount_cents,
                         'currency', p.currency, 'method', p.method, 'provider', p.provider, 'paid_on', p.paid_on,
                         'created_at', p.created_at) order by p.id), '[]'::json)
                  from payment_ledger p where p.application_id = a.id) as receipts
        from applications a
        join classes c on c.id = a.class_id
        left join venues v on v.id = c.venue_id
        left join locations l on l.id = v.location_id
        where a.id = ${applicationId}`),
    )[0];
  },

  /**
   * Locks the seat's application row for the rest of the transaction and reads it again: two
   * managers recording at once take turns, so the second sees the first's row in the sum.
   */
  async lockSeat(tx: Db, applicationId: number): Promise<{ status: string } | undefined> {
    return rowsOf<{ status: string }>(
      await tx.execute(sql`select status from applications where id = ${applicationId} for update`),
    )[0];
  },

  /** What the seat paid in `currency`: its charges less its refunds (a sum, never a stored total). */
  async paidCents(tx: Db, applicationId: number, currency: string): Promise<number> {
    const [row] = rowsOf<{ paid: number | string }>(
      await tx.execute(sql`
        select coalesce(sum(case kind when 'charge' then amount_cents when 'refund' then -amount_cents else 0 end), 0)::bigint as paid
        from payment_ledger where application_id = ${applicationId} and currency = ${currency}`),
    );
    return Number(row?.paid ?? 0);
  },

  /** Appends one row; null when the recorder's Idempotency-Key already appended one. */
  async append(tx: Db, values: NewLedgerRow): Promise<number | null> {
    const [row] = await tx
      .insert(paymentLedger)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: paymentLedger.id });
    return row?.id ?? null;
  },

  /** The row the recorder's Idempotency-Key appended, with its seat, if any. */
  async findByKey(db: Db, recordedBy: number, key: string): Promise<{ id: number; applicationId: number } | null> {
    const [row] = await db
      .select({ id: paymentLedger.id, applicationId: paymentLedger.applicationId })
      .from(paymentLedger)
      .where(and(eq(paymentLedger.recordedBy, recordedBy), eq(paymentLedger.idempotencyKey, key)));
    return row ?? null;
  },

  async find(db: Db, id: number): Promise<LedgerRow | undefined> {
    return rowsOf<LedgerRow>(
      await db.execute(sql`select ${ledgerColumns} from payment_ledger p where p.id = ${id}`),
    )[0];
  },
};
