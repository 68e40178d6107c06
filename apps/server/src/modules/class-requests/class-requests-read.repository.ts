import type { ClassRequestSort, ClassRequestStatus } from "@guildforge/contracts";
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { classes, classRequests, classRequestVotes, users } from "../../db/schema/index.ts";

export type ClassRequestRecord = typeof classRequests.$inferSelect;

/** A request with what its presenter needs: names, the linked class's slug, the viewer's vote. */
export interface ClassRequestView {
  request: ClassRequestRecord;
  requester: { id: number; name: string; email: string };
  reviewer: { id: number; name: string } | null;
  mergedInto: { id: number; title: string } | null;
  fulfilledClass: { id: number; slug: string } | null;
  hasVoted: boolean;
}

const reviewers = alias(users, "reviewers");
const mergedInto = alias(classRequests, "merged_into");

function viewSelect(db: Db, viewerId: number | null) {
  const hasVoted =
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${classRequestVotes} v where v.request_id = ${classRequests.id} and v.user_id = ${viewerId})`;
  // The fulfilling class's URL only while anyone may see it: a class cancelled later is not
  // linked from a public request (decision 506).
  const publicClass = and(
    eq(classes.id, classRequests.fulfilledClassId),
    inArray(classes.status, ["published", "completed"]),
  );
  return db
    .select({
      request: classRequests,
      requester: { id: users.id, name: users.name, email: users.email },
      reviewer: { id: reviewers.id, name: reviewers.name },
      mergedInto: { id: mergedInto.id, title: mergedInto.title },
      fulfilledClass: { id: classes.id, slug: classes.slug },
      hasVoted,
    })
    .from(classRequests)
    .innerJoin(users, eq(users.id, classRequests.requesterId))
    .leftJoin(reviewers, eq(reviewers.id, classRequests.reviewedBy))
    .leftJoin(mergedInto, eq(mergedInto.id, classRequests.mergedIntoId))
    .leftJoin(classes, publicClass);
}

function toViews(rows: unknown[]): ClassRequestView[] {
  return (rows as ClassRequestView[]).map((r) => ({ ...r, hasVoted: Boolean(r.hasVoted) }));
}

export interface PublicListFilter {
  viewerId: number | null;
  sort: ClassRequestSort;
  theme?: string;
  location?: string;
  near?: string;
  mineOnly?: boolean;
  offset: number;
  limit: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const classRequestsReadRepository = {
  async findView(db: Db, id: number, viewerId: number | null): Promise<ClassRequestView | null> {
    const rows = await viewSelect(db, viewerId).where(eq(classRequests.id, id));
    return toViews(rows)[0] ?? null;
  },

  async listByRequester(db: Db, requesterId: number): Promise<ClassRequestView[]> {
    const rows = await viewSelect(db, requesterId)
      .where(eq(classRequests.requesterId, requesterId))
      .orderBy(desc(classRequests.createdAt), desc(classRequests.id));
    return toViews(rows);
  },

  /** Approved and fulfilled ones, plus the viewer's own of any status. */
  async listPublic(db: Db, f: PublicListFilter): Promise<{ rows: ClassRequestView[]; total: number }> {
    const own = f.viewerId === null ? undefined : eq(classRequests.requesterId, f.viewerId);
    const visible = f.mineOnly
      ? (own ?? sql`false`)
      : or(inArray(classRequests.status, ["approved", "fulfilled"]), own);
    const where = and(
      visible,
      f.theme ? eq(classRequests.theme, f.theme) : undefined,
      f.location ? sql`${classRequests.preferredLocation} ilike ${`%${likeEscape(f.location)}%`}` : undefined,
    );
    const near = f.near ?? f.location;
    const order: SQL[] =
      f.sort === "newest"
        ? [desc(classRequests.createdAt), desc(classRequests.id)]
        : f.sort === "nearest" && near
          ? [
              sql`case when lower(${classRequests.preferredLocation}) = lower(${near}) then 0
                when position(lower(${near}) in lower(${classRequests.preferredLocation})) > 0
                  or position(lower(${classRequests.preferredLocation}) in lower(${near})) > 0 then 1
                else 2 end`,
              desc(classRequests.votesCount),
              desc(classRequests.id),
            ]
          : [desc(classRequests.votesCount), desc(classRequests.createdAt), desc(classRequests.id)];
    const rows = await viewSelect(db, f.viewerId)
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset);
    const [totalRow] = await db.select({ n: count() }).from(classRequests).where(where);
    return { rows: toViews(rows), total: totalRow?.n ?? 0 };
  },

  /** The admin queue: oldest first. */
  async listForAdmin(
    db: Db,
    f: { status?: ClassRequestStatus; theme?: string; offset: number; limit: number; viewerId: number },
  ): Promise<{ rows: ClassRequestView[]; total: number }> {
    const where = and(
      f.status ? eq(classRequests.status, f.status) : undefined,
      f.theme ? eq(classRequests.theme, f.theme) : undefined,
    );
    const rows = await viewSelect(db, f.viewerId)
      .where(where)
      .orderBy(asc(classRequests.createdAt), asc(classRequests.id))
      .limit(f.limit)
      .offset(f.offset);
    const [totalRow] = await db.select({ n: count() }).from(classRequests).where(where);
    return { rows: toViews(rows), total: totalRow?.n ?? 0 };
  },

  /** Candidates for duplicate detection: requests in these themes that were not merged away. */
  similarCandidates(db: Db, themes: string[]) {
    if (themes.length === 0) return Promise.resolve([]);
    return db
      .select({
        id: classRequests.id,
        title: classRequests.title,
        theme: classRequests.theme,
        status: classRequests.status,
        votesCount: classRequests.votesCount,
        mergedIntoId: classRequests.mergedIntoId,
      })
      .from(classRequests)
      .where(and(inArray(classRequests.theme, themes), isNull(classRequests.mergedIntoId)))
      .orderBy(desc(classRequests.createdAt))
      .limit(1000);
  },
};
