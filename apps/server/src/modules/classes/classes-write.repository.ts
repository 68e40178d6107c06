import type { ImageSet } from "@guildforge/contracts";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  classes,
  classSafetyVersions,
  classSessions,
  instructorInvitations,
  users,
  venues,
} from "../../db/schema/index.ts";

export type ClassRow = typeof classes.$inferSelect;
export type NewClass = typeof classes.$inferInsert;
export interface SessionInput {
  startsAt: Date;
  endsAt: Date;
}

/** Writes of classes, their sessions and safety versions. Callers pass the transaction. */
export const classesWriteRepository = {
  async insert(tx: Db, values: Omit<NewClass, "startsAt" | "endsAt">, sessions: SessionInput[]): Promise<ClassRow> {
    const span = spanOf(sessions);
    const [row] = await tx
      .insert(classes)
      .values({ ...values, startsAt: span.startsAt, endsAt: span.endsAt })
      .returning();
    if (!row) throw new Error("class insert returned no row");
    await insertSessions(tx, row.id, sessions);
    await tx
      .insert(classSafetyVersions)
      .values({ classId: row.id, version: row.safetyVersion, requirements: row.safetyRequirements });
    return row;
  },

  /** The class this instructor created with this Idempotency-Key, if any. */
  async idByIdempotencyKey(db: Db, instructorId: number, key: string): Promise<number | undefined> {
    const [row] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.instructorId, instructorId), eq(classes.idempotencyKey, key)));
    return row?.id;
  },

  /** Reads and row-locks a class for an update in this transaction. */
  async lock(tx: Db, id: number): Promise<(ClassRow & { venueOwnerId: number | null }) | undefined> {
    const [row] = await tx
      .select({ c: classes, venueOwnerId: venues.ownerId })
      .from(classes)
      .leftJoin(venues, eq(venues.id, classes.venueId))
      .where(eq(classes.id, id))
      .for("update", { of: classes });
    return row ? { ...row.c, venueOwnerId: row.venueOwnerId } : undefined;
  },

  async sessions(tx: Db, classId: number): Promise<SessionInput[]> {
    return tx
      .select({ startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
      .from(classSessions)
      .where(eq(classSessions.classId, classId))
      .orderBy(classSessions.startsAt);
  },

  async update(tx: Db, id: number, values: Partial<NewClass>): Promise<void> {
    await tx
      .update(classes)
      .set({ ...values, updatedAt: new Date(), calendarSequence: sql`${classes.calendarSequence} + 1` })
      .where(eq(classes.id, id));
  },

  /** Replaces all sessions and the class's first-start / last-end mirror columns. */
  async replaceSessions(tx: Db, id: number, sessions: SessionInput[]): Promise<void> {
    await tx.delete(classSessions).where(eq(classSessions.classId, id));
    await insertSessions(tx, id, sessions);
    await tx
      .update(classes)
      .set({ ...spanOf(sessions), calendarSequence: sql`${classes.calendarSequence} + 1` })
      .where(eq(classes.id, id));
  },

  /** A new safety version: bumps the counter and stores the snapshot. */
  async newSafetyVersion(tx: Db, id: number, requirements: string[]): Promise<number> {
    const [row] = await tx
      .update(classes)
      .set({ safetyRequirements: requirements, safetyVersion: sql`${classes.safetyVersion} + 1` })
      .where(eq(classes.id, id))
      .returning({ version: classes.safetyVersion });
    if (!row) throw new Error("class vanished");
    await tx.insert(classSafetyVersions).values({ classId: id, version: row.version, requirements });
    return row.version;
  },

  /** Sets the cover and returns the one it replaced (the row is locked: two uploads cannot both see the old one). */
  async setCover(tx: Db, id: number, cover: ImageSet): Promise<ImageSet | null> {
    const [old] = await tx.select({ cover: classes.cover }).from(classes).where(eq(classes.id, id)).for("update");
    await tx.update(classes).set({ cover, updatedAt: new Date() }).where(eq(classes.id, id));
    return old?.cover ?? null;
  },

  /** Appends a gallery image unless the gallery holds `max` already (one statement); true when appended. */
  async appendGallery(tx: Db, id: number, image: ImageSet, max: number): Promise<boolean> {
    const rows = await tx
      .update(classes)
      .set({ gallery: sql`${classes.gallery} || ${JSON.stringify([image])}::jsonb`, updatedAt: new Date() })
      .where(and(eq(classes.id, id), sql`jsonb_array_length(${classes.gallery}) < ${max}`))
      .returning({ id: classes.id });
    return rows.length > 0;
  },

  /**
   * Stores `completed` on every published class whose last session has ended (one UPDATE; the
   * status prefix of classes_status_starts_idx narrows it to published rows). Returns their ids.
   */
  async completeEnded(db: Db): Promise<number[]> {
    const rows = await db
      .update(classes)
      .set({ status: "completed", updatedAt: sql`now()` })
      .where(and(eq(classes.status, "published"), lt(classes.endsAt, sql`now()`)))
      .returning({ id: classes.id });
    return rows.map((r) => r.id);
  },

  instructorName: (tx: Db, userId: number) => instructorNameOf(tx, userId),

  /** A forge a class may be moved to, as the forge-link rule sees it; null when there is no such forge. */
  async forgeFor(tx: Db, venueId: number, userId: number): Promise<{ ownerId: number; teachesThere: boolean } | null> {
    const [row] = await tx
      .select({
        ownerId: venues.ownerId,
        teachesThere: sql<boolean>`exists (
          select 1 from ${instructorInvitations} i
          where i.venue_id = ${venueId} and i.accepted_by = ${userId} and i.accepted_at is not null
        )`,
      })
      .from(venues)
      .where(eq(venues.id, venueId));
    return row ? { ownerId: Number(row.ownerId), teachesThere: row.teachesThere === true } : null;
  },
};

async function insertSessions(tx: Db, classId: number, sessions: SessionInput[]) {
  if (sessions.length === 0) return;
  await tx.insert(classSessions).values(sessions.map((s) => ({ classId, startsAt: s.startsAt, endsAt: s.endsAt })));
}

function spanOf(sessions: SessionInput[]): { startsAt: Date | null; endsAt: Date | null } {
  if (sessions.length === 0) return { startsAt: null, endsAt: null };
  return {
    startsAt: new Date(Math.min(...sessions.map((s) => s.startsAt.getTime()))),
    endsAt: new Date(Math.max(...sessions.map((s) => s.endsAt.getTime()))),
  };
}

export async function instructorNameOf(tx: Db, userId: number): Promise<string> {
  const [u] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return u?.name ?? "An instructor";
}
