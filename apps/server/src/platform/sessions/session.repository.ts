import type { Role } from "@guildforge/contracts";
import { and, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";

export interface SessionWithUser {
  id: string;
  userId: number;
  remember: boolean;
  rotationPending: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  /** True when found through previous_id (a request racing a rotation). */
  viaPreviousId: boolean;
  roles: Role[];
  emailVerified: boolean;
  suspended: boolean;
}

/** Any Drizzle handle: the database or a transaction. */
type Exec = Pick<Db, "select" | "insert" | "update" | "delete">;

function findSessionQuery(db: Db) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      remember: sessions.remember,
      rotationPending: sessions.rotationPending,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      previousId: sessions.previousId,
      roles: users.roles,
      emailVerifiedAt: users.emailVerifiedAt,
      suspendedAt: users.suspendedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      or(
        eq(sessions.id, sql.placeholder("idHash")),
        and(eq(sessions.previousId, sql.placeholder("idHash")), gt(sessions.rotatedAt, sql.placeholder("graceSince"))),
      ),
    )
    .limit(1)
    .prepare("find_session");
}
/** Every request with a session cookie asks this: built once per database, prepared on each connection. */
const prepared = new WeakMap<Db, ReturnType<typeof findSessionQuery>>();

export async function findSession(db: Db, idHash: string, graceSince: Date): Promise<SessionWithUser | null> {
  let query = prepared.get(db);
  if (!query) {
    query = findSessionQuery(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ idHash, graceSince: graceSince.toISOString() });
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    userId: r.userId,
    remember: r.remember,
    rotationPending: r.rotationPending,
    createdAt: r.createdAt,
    lastSeenAt: r.lastSeenAt,
    viaPreviousId: r.id !== idHash,
    roles: r.roles as Role[],
    emailVerified: r.emailVerifiedAt !== null,
    suspended: r.suspendedAt !== null,
  };
}

export async function insertSession(
  db: Exec,
  s: { id: string; userId: number; remember: boolean; ipAddress: string; userAgent: string; now: Date },
): Promise<void> {
  await db.insert(sessions).values({
    id: s.id,
    userId: s.userId,
    remember: s.remember,
    ipAddress: s.ipAddress,
    userAgent: s.userAgent.slice(0, 500),
    createdAt: s.now,
    lastSeenAt: s.now,
  });
}

export async function touchSession(db: Exec, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/** Gives a session a new id, keeping the old one as previous_id for a short grace period. */
export async function rotateSessionId(db: Exec, id: string, newId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ id: newId, previousId: id, rotatedAt: now, rotationPending: false, lastSeenAt: now })
    .where(eq(sessions.id, id));
}

export async function deleteSession(db: Exec, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/**
 * The ids (current and pre-rotation) of one session, or of every session of a user but
 * `exceptId`: what is about to end, so live connections can be told first (decision 505).
 */
export async function findSessionIdsToEnd(
  db: Exec,
  which: { id: string } | { userId: number; exceptId?: string | undefined },
): Promise<Array<{ userId: number; ids: string[] }>> {
  const where =
    "id" in which
      ? eq(sessions.id, which.id)
      : which.exceptId
        ? and(eq(sessions.userId, which.userId), ne(sessions.id, which.exceptId))
        : eq(sessions.userId, which.userId);
  const rows = await db
    .select({ userId: sessions.userId, id: sessions.id, previousId: sessions.previousId })
    .from(sessions)
    .where(where);
  return rows.map((r) => ({ userId: r.userId, ids: r.previousId ? [r.id, r.previousId] : [r.id] }));
}

/** The sessions of these users with what decides whether they are live (realtime's sweep, decision 505). */
export async function findSessionsOfUsers(db: Exec, userIds: number[]) {
  if (userIds.length === 0) return [];
  return (
    db
      .select({
        id: sessions.id,
        previousId: sessions.previousId,
        remember: sessions.remember,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        suspendedAt: users.suspendedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // One array parameter however many users (a sweep asks about every socket's user at once).
      .where(sql`${sessions.userId} = any(${`{${userIds.map((id) => Math.trunc(id)).join(",")}}`}::bigint[])`)
  );
}

export async function deleteUserSessions(db: Exec, userId: number, exceptId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId));
}

export async function markUserSessionsForRotation(db: Exec, userId: number): Promise<void> {
  await db.update(sessions).set({ rotationPending: true }).where(eq(sessions.userId, userId));
}

/**
 * Deletes sessions past their idle or absolute timeout at `now` (the same rule as
 * isSessionExpired, in SQL). Returns how many went.
 */
export async function purgeExpiredSessions(
  db: Pick<Db, "delete">,
  now: Date,
  t: { idleMs: number; absoluteMs: number; rememberIdleMs: number; rememberAbsoluteMs: number },
): Promise<number> {
  const at = now.getTime();
  const before = (ms: number) => new Date(at - ms).toISOString();
  const rows = await db
    .delete(sessions)
    .where(
      sql`(${sessions.remember} and (${sessions.lastSeenAt} < ${before(t.rememberIdleMs)}::timestamptz
          or ${sessions.createdAt} < ${before(t.rememberAbsoluteMs)}::timestamptz))
        or (not ${sessions.remember} and (${sessions.lastSeenAt} < ${before(t.idleMs)}::timestamptz
          or ${sessions.createdAt} < ${before(t.absoluteMs)}::timestamptz))`,
    )
    .returning({ id: sessions.id });
  return rows.length;
}
