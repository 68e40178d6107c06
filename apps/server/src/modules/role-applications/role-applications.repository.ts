import type { ApplicableRole, CreateRoleApplication, RoleApplicationStatus } from "@guildforge/contracts";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { roleApplications, users } from "../../db/schema/index.ts";

export type RoleApplicationRow = typeof roleApplications.$inferSelect;
export interface ApprovalRow {
  application: RoleApplicationRow;
  user: { id: number; name: string; email: string; slug: string };
  decider: { id: number; name: string } | null;
}

const deciders = alias(users, "deciders");

export const roleApplicationsRepository = {
  async insert(db: Db, userId: number, input: CreateRoleApplication): Promise<RoleApplicationRow> {
    const [row] = await db
      .insert(roleApplications)
      .values({
        userId,
        role: input.role,
        experience: input.experience,
        themes: input.themes,
        portfolioUrl: input.portfolio_url ?? null,
        venue: input.role === "host" && input.venue ? input.venue : null,
      })
      .returning();
    if (!row) throw new Error("role application insert returned no row");
    return row;
  },

  async hasPending(db: Db, userId: number, role: ApplicableRole): Promise<boolean> {
    const [row] = await db
      .select({ id: roleApplications.id })
      .from(roleApplications)
      .where(
        and(
          eq(roleApplications.userId, userId),
          eq(roleApplications.role, role),
          eq(roleApplications.status, "pending"),
        ),
      );
    return row !== undefined;
  },

  listByUser(db: Db, userId: number): Promise<RoleApplicationRow[]> {
    return db
      .select()
      .from(roleApplications)
      .where(eq(roleApplications.userId, userId))
      .orderBy(desc(roleApplications.createdAt), desc(roleApplications.id));
  },

  /** The admin queue: oldest pending first, decided ones newest first. */
  async listForAdmin(
    db: Db,
    filter: { status?: RoleApplicationStatus; role?: ApplicableRole },
    limit: number,
  ): Promise<{ rows: ApprovalRow[]; total: number }> {
    const where = and(
      filter.status ? eq(roleApplications.status, filter.status) : undefined,
      filter.role ? eq(roleApplications.role, filter.role) : undefined,
    );
    const rows = await db
      .select({
        application: roleApplications,
        user: { id: users.id, name: users.name, email: users.email, slug: users.slug },
        decider: { id: deciders.id, name: deciders.name },
      })
      .from(roleApplications)
      .innerJoin(users, eq(users.id, roleApplications.userId))
      .leftJoin(deciders, eq(deciders.id, roleApplications.decidedBy))
      .where(where)
      .orderBy(
        sql`case when ${roleApplications.status} = 'pending' then 0 else 1 end`,
        sql`case when ${roleApplications.status} = 'pending' then ${roleApplications.createdAt} end asc`,
        desc(roleApplications.decidedAt),
        asc(roleApplications.id),
      )
      .limit(limit);
    const [totalRow] = await db.select({ n: count() }).from(roleApplications).where(where);
    return { rows: rows as ApprovalRow[], total: totalRow?.n ?? 0 };
  },

  async findForAdmin(db: Db, id: number): Promise<ApprovalRow | null> {
    const [row] = await db
      .select({
        application: roleApplications,
        user: { id: users.id, name: users.name, email: users.email, slug: users.slug },
        decider: { id: deciders.id, name: deciders.name },
      })
      .from(roleApplications)
      .innerJoin(users, eq(users.id, roleApplications.userId))
      .leftJoin(deciders, eq(deciders.id, roleApplications.decidedBy))
      .where(eq(roleApplications.id, id));
    return (row as ApprovalRow | undefined) ?? null;
  },

  /** Locks the row for the decision so two admins cannot decide it twice. */
  async lock(db: Db, id: number): Promise<RoleApplicationRow | null> {
    const [row] = await db.select().from(roleApplications).where(eq(roleApplications.id, id)).for("update");
    return row ?? null;
  },

  async decide(
    db: Db,
    id: number,
    decision: { status: "approved" | "rejected"; reason: string | null; decidedBy: number },
  ): Promise<void> {
    await db
      .update(roleApplications)
      .set({ status: decision.status, reason: decision.reason, decidedBy: decision.decidedBy, decidedAt: new Date() })
      .where(eq(roleApplications.id, id));
  },

  /** Adds the role to the user's roles (no duplicate). */
  async grantRole(db: Db, userId: number, role: ApplicableRole): Promise<void> {
    await db
      .update(users)
      .set({ roles: sql`array_append(${users.roles}, ${role}::text)`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), sql`not (${role}::text = any(${users.roles}))`));
  },

  async userRoles(db: Db, userId: number): Promise<string[]> {
    const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
    return row?.roles ?? [];
  },
};
