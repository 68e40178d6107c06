import type { CreateClassRequest, UpdateClassRequest } from "@guildforge/contracts";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { classes, classRequests, classRequestVotes, users } from "../../db/schema/index.ts";
import type { ClassRequestRecord } from "./class-requests-read.repository.ts";

/** Writes and locks. Every change to votes recounts votes_count under the request's row lock. */
export const classRequestsRepository = {
  async insert(
    db: Db,
    requesterId: number,
    input: CreateClassRequest,
    idempotencyKey: string | null,
  ): Promise<ClassRequestRecord | null> {
    const [row] = await db
      .insert(classRequests)
      .values({
        requesterId,
        title: input.title,
        theme: input.theme,
        description: input.description,
        preferredLocation: input.preferred_location,
        preferredTimeframe: input.preferred_timeframe,
        skillLevel: input.skill_level,
        idempotencyKey,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  async findByIdempotencyKey(db: Db, requesterId: number, key: string): Promise<ClassRequestRecord | null> {
    const [row] = await db
      .select()
      .from(classRequests)
      .where(and(eq(classRequests.requesterId, requesterId), eq(classRequests.idempotencyKey, key)));
    return row ?? null;
  },

  /** The requester's same-titled request created after `since` that is still in review (retry dedupe). */
  async findRecentDuplicate(
    db: Db,
    requesterId: number,
    title: string,
    since: Date,
  ): Promise<ClassRequestRecord | null> {
    const [row] = await db
      .select()
      .from(classRequests)
      .where(
        and(
          eq(classRequests.requesterId, requesterId),
          sql`lower(${classRequests.title}) = lower(${title})`,
          eq(classRequests.status, "in_review"),
          gt(classRequests.createdAt, since),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** Locks one request for a status change or a vote. */
  async lock(db: Db, id: number): Promise<ClassRequestRecord | null> {
    const [row] = await db.select().from(classRequests).where(eq(classRequests.id, id)).for("update");
    return row ?? null;
  },

  /** Locks several requests in id order (no deadlock between two merges). */
  async lockMany(db: Db, ids: number[]): Promise<ClassRequestRecord[]> {
    return db
      .select()
      .from(classRequests)
      .where(inArray(classRequests.id, ids))
      .orderBy(classRequests.id)
      .for("update");
  },

  async update(db: Db, id: number, input: UpdateClassRequest, status: string): Promise<void> {
    await db
      .update(classRequests)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.theme !== undefined && { theme: input.theme }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.preferred_location !== undefined && { preferredLocation: input.preferred_location }),
        ...(input.preferred_timeframe !== undefined && { preferredTimeframe: input.preferred_timeframe }),
        ...(input.skill_level !== undefined && { skillLevel: input.skill_level }),
        status,
        updatedAt: new Date(),
      })
      .where(eq(classRequests.id, id));
  },

  async setStatus(
    db: Db,
    id: number,
    change: {
      status: string;
      message: string | null;
      reviewedBy: number;
      fulfilledClassId?: number | null;
      mergedIntoId?: number;
    },
  ): Promise<void> {
    const now = new Date();
    await db
      .update(classRequests)
      .set({
        status: change.status,
        reviewMessage: change.message,
        reviewedBy: change.reviewedBy,
        reviewedAt: now,
        updatedAt: now,
        ...(change.fulfilledClassId !== undefined && { fulfilledClassId: change.fulfilledClassId }),
        ...(change.mergedIntoId !== undefined && { mergedIntoId: change.mergedIntoId, mergedAt: now }),
      })
      .where(eq(classRequests.id, id));
  },

  /** Adds the vote (no-op when present) and recounts; call with the request locked. */
  async addVote(db: Db, requestId: number, userId: number): Promise<number> {
    await db.insert(classRequestVotes).values({ requestId, userId }).onConflictDoNothing();
    return recount(db, requestId);
  },

  /** Removes the vote (no-op when absent) and recounts; call with the request locked. */
  async removeVote(db: Db, requestId: number, userId: number): Promise<number> {
    await db
      .delete(classRequestVotes)
      .where(and(eq(classRequestVotes.requestId, requestId), eq(classRequestVotes.userId, userId)));
    return recount(db, requestId);
  },

  /** Moves B's votes to A without double votes, then recounts both; call with both locked. */
  async moveVotes(db: Db, fromId: number, intoId: number): Promise<void> {
    await db.execute(sql`
      insert into ${classRequestVotes} (request_id, user_id, created_at)
      select ${intoId}, user_id, created_at from ${classRequestVotes} where request_id = ${fromId}
      on conflict do nothing`);
    await db.delete(classRequestVotes).where(eq(classRequestVotes.requestId, fromId));
    await recount(db, fromId);
    await recount(db, intoId);
  },

  async voterIds(db: Db, requestId: number): Promise<number[]> {
    const rows = await db
      .select({ userId: classRequestVotes.userId })
      .from(classRequestVotes)
      .where(eq(classRequestVotes.requestId, requestId))
      .orderBy(classRequestVotes.userId);
    return rows.map((r) => r.userId);
  },

  async userName(db: Db, userId: number): Promise<string> {
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name ?? "User";
  },

  async findClass(
    db: Db,
    classId: number,
  ): Promise<{ id: number; slug: string; title: string; status: string; instructorId: number } | null> {
    const [row] = await db
      .select({
        id: classes.id,
        slug: classes.slug,
        title: classes.title,
        status: classes.status,
        instructorId: classes.instructorId,
      })
      .from(classes)
      .where(eq(classes.id, classId));
    return row ?? null;
  },
};

async function recount(db: Db, requestId: number): Promise<number> {
  const [row] = await db
    .update(classRequests)
    .set({
      votesCount: sql`(select count(*)::int from ${classRequestVotes} where ${classRequestVotes.requestId} = ${requestId})`,
    })
    .where(eq(classRequests.id, requestId))
    .returning({ votesCount: classRequests.votesCount });
  return row?.votesCount ?? 0;
}
