import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { paymentLedger } from "../db/schema/index.ts";

/**
 * Payments taken at the forge on the demo's paid classes (issue 41): of each paid class's accepted
 * seats, about half paid in full (cash or bank transfer), one in four part paid, the rest not yet,
 * each recorded by the class's instructor the day after acceptance (today at the latest). The demo
 * student's accepted seat, when its class is paid, has one part payment: a receipt to see. Runs
 * once: skipped when the ledger has any row (the ledger is append-only).
 */
export async function seedDemoPayments(db: Db): Promise<void> {
  const [any] = await db.select({ id: paymentLedger.id }).from(paymentLedger).limit(1);
  if (any) return;
  const seats = rowsOf<{
    id: number;
    class_id: number;
    price_cents: number;
    currency: string;
    instructor_id: number;
    accepted_at: string | Date | null;
    demo_student: boolean;
  }>(
    await db.execute(sql`
      select a.id::int as id, c.id::int as class_id, c.price_cents::int as price_cents, c.currency,
             c.instructor_id::int as instructor_id, a.accepted_at,
             (u.email = 'student@guildforge.test') as demo_student
      from applications a
      join classes c on c.id = a.class_id
      join users u on u.id = a.student_id
      where a.status = 'accepted' and c.price_cents > 0 and c.status <> 'draft'
      order by c.id, a.id`),
  );
  const today = new Date().toISOString().slice(0, 10);
  const rows: Array<typeof paymentLedger.$inferInsert> = [];
  seats.forEach((seat, i) => {
    const accepted = seat.accepted_at ? new Date(seat.accepted_at) : new Date();
    const next = new Date(accepted.getTime() + 86_400_000).toISOString().slice(0, 10);
    const paidOn = next < today ? next : today;
    const share = seat.demo_student ? 2 : i % 4;
    if (share === 3) return; // not paid yet
    const amount = share === 2 ? Math.max(1, Math.floor(seat.price_cents / 2)) : seat.price_cents;
    rows.push({
      kind: "charge",
      amountCents: amount,
      currency: seat.currency,
      applicationId: seat.id,
      classId: seat.class_id,
      method: i % 2 === 0 ? "cash" : "bank_transfer",
      provider: "manual",
      paidOn,
      recordedBy: seat.instructor_id,
      idempotencyKey: `demo-payment-${seat.id}`,
    });
  });
  if (rows.length > 0) await db.insert(paymentLedger).values(rows).onConflictDoNothing();
}
