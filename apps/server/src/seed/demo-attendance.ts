import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * Who came to the demo classes' past sessions (issue 40 point 4): every accepted seat of a session
 * that has ended is checked in by the class's instructor a few minutes after the start, except
 * about one in eight, left a no-show, so rosters and no-show counts have something real to show.
 * Runs after the reviews' seed (which marks the completed classes' seats); fills only what has no
 * row yet, so running it again adds nothing.
 */
export async function seedDemoAttendance(db: Db): Promise<void> {
  await db.execute(sql`
    insert into session_attendance (application_id, class_id, session_starts_at, status, checked_in_at, checked_in_by, scan_id, updated_by)
    select a.id, c.id, s.starts_at,
           case when (a.id * 7 + s.id * 3) % 8 = 0 then 'no_show' else 'attended' end,
           case when (a.id * 7 + s.id * 3) % 8 = 0 then null else s.starts_at + ((a.id % 12) - 4) * interval '1 minute' end,
           case when (a.id * 7 + s.id * 3) % 8 = 0 then null else c.instructor_id end,
           case when (a.id * 7 + s.id * 3) % 8 = 0 then null else 'demo-' || a.id || '-' || s.id end,
           c.instructor_id
    from applications a
    join classes c on c.id = a.class_id
    join class_sessions s on s.class_id = c.id and s.ends_at < now()
    where a.status = 'accepted'
    on conflict do nothing`);
}
