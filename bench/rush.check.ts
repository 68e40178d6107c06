// The rush's claims, checked from the database after the burst (bench/rush.ts).
//
// "The order the database serialised them": every apply locks the class row (SELECT ... FOR
// UPDATE) before it inserts, so the applications of one class are placed one at a time. The id
// (a sequence value taken inside that lock) and queued_at (clock_timestamp() inside it) both
// record that order, so they must agree; the first `capacity` in it are accepted and the rest
// waitlisted with positions 1..N, which is what each waitlisted answer reported.
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client.ts";
import { fmt } from "./lib.ts";

export interface Reply {
  i: number;
  ms: number;
  status: number;
  error?: string;
  data?: { id: number; status: string; waitlist_position: number | null; waitlist_size: number | null };
}

interface Row {
  id: number;
  student_id: number;
  status: string;
  by_id: number;
  by_queue: number;
  seats_taken: number;
}

export async function checkRush(
  db: Db,
  classId: number,
  capacity: number,
  crowd: Array<{ id: number }>,
  replies: Reply[],
  retries: Reply[],
): Promise<{ lines: string[]; problems: string[] }> {
  const problems: string[] = [];
  const res = await db.execute(sql`
    select a.id::int, a.student_id::int, a.status,
           row_number() over (order by a.id)::int as by_id,
           row_number() over (order by a.queued_at, a.id)::int as by_queue,
           c.seats_taken::int
    from applications a join classes c on c.id = a.class_id
    where a.class_id = ${classId}
    order by a.id`);
  const rows = (res as unknown as { rows: Row[] }).rows.map((r) => ({ ...r, id: Number(r.id) }));
  const accepted = rows.filter((r) => r.status === "accepted");
  const waitlisted = rows.filter((r) => r.status === "waitlisted");
  const students = new Set(rows.map((r) => r.student_id));
  const errors = [...replies, ...retries].filter((r) => !r.data);

  if (accepted.length !== capacity) problems.push(`${accepted.length} accepted, expected ${capacity}`);
  if (rows[0] && rows[0].seats_taken !== capacity)
    problems.push(`seats_taken ${rows[0].seats_taken}, expected ${capacity}`);
  if (rows.length !== crowd.length) problems.push(`${rows.length} applications for ${crowd.length} students`);
  if (students.size !== rows.length) problems.push(`${rows.length - students.size} duplicate applications`);
  if (accepted.length + waitlisted.length !== rows.length)
    problems.push("applications neither accepted nor waitlisted");
  if (errors.length) {
    const sample = errors.slice(0, 3).map((e) => `${e.status} ${e.error}`);
    problems.push(`${errors.length} errors, e.g. ${sample.join(" | ")}`);
  }
  // Serialisation order: id order and queue order agree; accepted come first in it.
  const outOfOrder = rows.filter((r) => r.by_id !== r.by_queue).length;
  if (outOfOrder) problems.push(`${outOfOrder} applications whose id order and queued_at order disagree`);
  const lastAccepted = Math.max(...accepted.map((r) => r.by_id));
  const firstWaitlisted = Math.min(...waitlisted.map((r) => r.by_id));
  if (waitlisted.length && lastAccepted > firstWaitlisted)
    problems.push("a waitlisted application was placed before an accepted one");
  // Each answer's waitlist position = its place among the waitlisted in that order (1..N, no gap).
  const place = new Map(waitlisted.map((r, k) => [r.id, k + 1]));
  const wrongPlace = replies.filter(
    (r) => r.data?.status === "waitlisted" && r.data.waitlist_position !== place.get(r.data.id),
  ).length;
  if (wrongPlace)
    problems.push(`${wrongPlace} answers reported a waitlist position other than their place in lock order`);
  const reportedPositions = replies
    .map((r) => r.data?.waitlist_position)
    .filter((p): p is number => typeof p === "number")
    .sort((a, b) => a - b);
  if (reportedPositions.some((p, k) => p !== k + 1))
    problems.push("reported waitlist positions are not 1..N without gaps");
  // A retry with the same key answers the same application, and made no second one.
  const first = new Map(replies.map((r) => [r.i, r.data?.id]));
  const mismatched = retries.filter((r) => r.data && r.data.id !== first.get(r.i)).length;
  if (mismatched) problems.push(`${mismatched} retries answered another application than the first attempt`);

  return {
    problems,
    lines: [
      `${accepted.length} accepted (capacity ${capacity}), ${fmt(waitlisted.length)} waitlisted, ${fmt(rows.length)} applications from ${fmt(students.size)} students`,
      `waitlist positions 1..${fmt(reportedPositions.length)} gapless and equal to the class-lock order (id = queued_at order): ${wrongPlace || outOfOrder ? "no" : "yes"}`,
      `${retries.length} same-key retries: ${retries.filter((r) => r.data && r.data.id === first.get(r.i)).length} answered the first application, 0 new rows: ${rows.length === crowd.length ? "yes" : "no"}`,
    ],
  };
}
