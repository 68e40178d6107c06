import { reviewWindowDays } from "@guildforge/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

/** Ratings as real classes collect them: mostly 4-5, some 3, one 2. */
const ratings = [5, 4, 3, 5, 2, 4, 5, 5, 4, 5, 4, 3, 5, 4, 5, 5, 4, 5];
const texts = [
  "Clear demonstrations and plenty of time at the anvil. I went home with a hook I'm proud of.",
  "Great instructor, patient with beginners. The forge got a bit crowded in the afternoon.",
  "Good class overall, though I would have liked more one-on-one time at the end.",
  "",
  "The blower broke halfway through and we lost almost an hour. Nice people, though.",
  "Loved every minute. The tongs and hammers were in great shape.",
  "Well organised and friendly. Bring gloves you don't mind ruining!",
  "Solid introduction; the heat treatment part was the highlight.",
  "",
  "Exactly what I hoped for: fire control, drawing out, twisting. Safety briefing was thorough.",
];
const replies = [
  "Thank you for coming! Keep that hook somewhere you see it every day.",
  "Thanks for the honest note: we now split the afternoon into two groups.",
  "Sorry about the blower. It has been replaced, and you're welcome back for a free open-forge evening.",
];

/**
 * Reviews of the demo's past classes (issue 40 point 5): their accepted students are marked
 * attended at every session, most leave a review (the instructor's feedback too, so both are
 * published), and a few reviews have the instructor's reply. In a class that ended less than
 * `reviewWindowDays` ago the first two students have not reviewed yet (they see "Review this
 * class"; e2e/reviews.once.spec.ts writes theirs). Skipped once any review exists.
 */
export async function seedDemoReviews(db: Db): Promise<void> {
  const [any] = rowsOf<{ id: number }>(await db.execute(sql`select id from reviews limit 1`));
  if (any) return;
  const seats = rowsOf<{
    application_id: number;
    class_id: number;
    student_id: number;
    instructor_id: number;
    ends_at: string;
  }>(
    await db.execute(sql`
      select a.id::int as application_id, c.id::int as class_id, a.student_id::int as student_id,
             c.instructor_id::int as instructor_id, c.ends_at
      from applications a join classes c on c.id = a.class_id
      where c.status = 'completed' and a.status = 'accepted' and c.ends_at is not null
      order by c.id, a.id`),
  );
  let n = 0;
  let k = 0;
  let replied = 0;
  let classId = 0;
  let seatInClass = 0;
  const now = Date.now();
  for (const s of seats) {
    seatInClass = s.class_id === classId ? seatInClass + 1 : 0;
    classId = s.class_id;
    // About one in five does not review; in a class still open for reviews, two have not yet.
    const open = new Date(s.ends_at).getTime() > now - (reviewWindowDays - 1) * 86_400_000;
    const skip = n % 5 === 4 || (open && seatInClass < 2);
    // Half of those who did not review (outside the open class) did not come: the no-shows.
    const came = !(n % 10 === 4 && !(open && seatInClass < 2));
    await db.execute(sql`
      insert into session_attendance (application_id, class_id, session_starts_at, status, checked_in_at, checked_in_by, updated_by)
      select ${s.application_id}, ${s.class_id}, x.starts_at, ${came ? "attended" : "no_show"},
             ${came ? sql`x.starts_at + interval '3 minutes'` : sql`null`}, ${came ? s.instructor_id : null}, ${s.instructor_id}
      from class_sessions x where x.class_id = ${s.class_id}
      on conflict do nothing`);
    if (skip) {
      n++;
      continue;
    }
    const rating = ratings[k % ratings.length] as number;
    const text = texts[k % texts.length] as string;
    k++;
    const endsAt = new Date(s.ends_at).getTime();
    const createdAt = new Date(endsAt + (6 + (n % 5) * 20) * 3_600_000).toISOString();
    const publishedAt = new Date(endsAt + (30 + (n % 5) * 20) * 3_600_000).toISOString();
    const reply = rating <= 3 || n % 4 === 0 ? (replies[replied++ % replies.length] as string) : null;
    await db.execute(sql`
      insert into student_feedback (class_id, student_id, author_id, text, created_at)
      values (${s.class_id}, ${s.student_id}, ${s.instructor_id}, 'Good work at the anvil; keep practising your hammer control.', ${publishedAt}::timestamptz)
      on conflict do nothing`);
    await db.execute(sql`
      insert into reviews (class_id, student_id, application_id, rating, instruction, safety, equipment, text, created_at, published_at, reply, replied_at)
      values (${s.class_id}, ${s.student_id}, ${s.application_id}, ${rating},
              ${n % 2 === 0 ? Math.min(5, rating + 1) : null}, ${n % 3 === 0 ? 5 : null}, ${n % 2 === 0 ? rating : null},
              ${text}, ${createdAt}::timestamptz, ${publishedAt}::timestamptz,
              ${reply}, ${reply ? new Date(Date.parse(publishedAt) + 86_400_000).toISOString() : null}::timestamptz)
      on conflict do nothing`);
    n++;
  }
}
