import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { StoredAttachment } from "../../db/schema/index.ts";

export interface DeletingUser {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  avatar_path: string | null;
  /** The account's language (null: follow the browser): the goodbye email's. */
  language: string | null;
}

/** What keeps an account from being deleted now: the titles of classes others count on. */
export interface DeletionBlockers {
  teaching: string[];
  hosting: string[];
  seats: string[];
}

const not_ended = sql`c.status = 'published' and (c.ends_at is null or c.ends_at >= now())`;

const columns = sql`id::int as id, name, email, password_hash, avatar_path, language`;

export const accountDeletionRepository = {
  /** The account, if it still is one (not deleted or suspended). */
  async findUser(db: Db, userId: number): Promise<DeletingUser | null> {
    const [row] = rowsOf<DeletingUser>(
      await db.execute(sql`select ${columns} from users where id = ${userId} and suspended_at is null`),
    );
    return row ?? null;
  },

  /** The account, its row locked until the transaction ends (a second deletion waits, then finds it gone). */
  async lockUser(tx: Db, userId: number): Promise<DeletingUser | null> {
    const [row] = rowsOf<DeletingUser>(
      await tx.execute(sql`select ${columns} from users where id = ${userId} and suspended_at is null for update`),
    );
    return row ?? null;
  },

  /** Published classes that have not ended which the person teaches, hosts, or holds a seat in. */
  async blockers(tx: Db, userId: number): Promise<DeletionBlockers> {
    const titles = async (q: ReturnType<typeof sql>) =>
      rowsOf<{ title: string }>(await tx.execute(q)).map((r) => r.title);
    const [teaching, hosting, seats] = await Promise.all([
      titles(
        sql`select c.title from classes c where c.instructor_id = ${userId} and ${not_ended} order by c.starts_at`,
      ),
      titles(sql`select c.title from classes c join venues v on v.id = c.venue_id
                 where v.owner_id = ${userId} and c.instructor_id <> ${userId} and ${not_ended} order by c.starts_at`),
      titles(sql`select c.title from applications a join classes c on c.id = a.class_id
                 where a.student_id = ${userId} and a.status = 'accepted' and ${not_ended} order by c.starts_at`),
    ]);
    return { teaching, hosting, seats };
  },

  /**
   * Removes what the privacy page says goes with the account and keeps the row as an anonymous
   * "Former member" (past classes, class requests and the other side of conversations point to it).
   * Returns the images of the deleted messages, whose files go once the transaction commits.
   */
  async eraseAndAnonymise(tx: Db, userId: number, unusableHash: string, at: Date): Promise<StoredAttachment[]> {
    const written = rowsOf<{ attachments: StoredAttachment[] }>(
      await tx.execute(sql`delete from messages where sender_id = ${userId} returning attachments`),
    );
    await tx.execute(sql`delete from notifications where user_id = ${userId}`);
    await tx.execute(sql`delete from notification_preferences where user_id = ${userId}`);
    await tx.execute(sql`delete from user_blocks where blocker_id = ${userId} or blocked_id = ${userId}`);
    await tx.execute(sql`delete from password_reset_tokens where user_id = ${userId}`);
    await tx.execute(sql`delete from role_applications where user_id = ${userId}`);
    // Waiting places in classes still to come are given up (an accepted seat blocks the deletion instead).
    await tx.execute(sql`update applications a set status = 'withdrawn', updated_at = ${at.toISOString()}::timestamptz
                         from classes c
                         where c.id = a.class_id and a.student_id = ${userId}
                           and a.status in ('pending', 'waitlisted') and ${not_ended}`);
    await tx.execute(sql`update users set
        name = 'Former member',
        slug = ${`former-member-${userId}`},
        email = ${`deleted-${userId}@deleted.invalid`},
        email_verified_at = null,
        password_hash = ${unusableHash},
        bio = '',
        avatar_path = null,
        home_location = null,
        roles = ARRAY['student']::text[],
        suspended_at = ${at.toISOString()}::timestamptz,
        updated_at = ${at.toISOString()}::timestamptz
      where id = ${userId}`);
    return written.flatMap((m) => m.attachments);
  },
};
