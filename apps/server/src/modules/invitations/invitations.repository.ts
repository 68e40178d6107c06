import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { instructorInvitations, users, venues } from "../../db/schema/index.ts";

export type InvitationRow = typeof instructorInvitations.$inferSelect;
export interface InvitationWithInviter {
  invitation: InvitationRow;
  inviter: { id: number; name: string; slug: string };
}

export const invitationsRepository = {
  async insert(
    db: Db,
    values: { email: string; tokenHash: string; invitedBy: number; venueId: number | null; expiresAt: Date },
  ): Promise<InvitationRow> {
    const [row] = await db.insert(instructorInvitations).values(values).returning();
    if (!row) throw new Error("invitation insert returned no row");
    return row;
  },

  async findByTokenHash(db: Db, tokenHash: string, lock = false): Promise<InvitationWithInviter | null> {
    const q = db
      .select({
        invitation: instructorInvitations,
        inviter: { id: users.id, name: users.name, slug: users.slug },
      })
      .from(instructorInvitations)
      .innerJoin(users, eq(users.id, instructorInvitations.invitedBy))
      .where(eq(instructorInvitations.tokenHash, tokenHash));
    const [row] = lock ? await q.for("update", { of: instructorInvitations }) : await q;
    return row ?? null;
  },

  /** The owner of a forge, or null when there is no such forge. */
  async venueOwner(db: Db, venueId: number): Promise<number | null> {
    const [row] = await db.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, venueId));
    return row ? Number(row.ownerId) : null;
  },

  async inviter(db: Db, id: number): Promise<{ id: number; name: string; slug: string } | null> {
    const [row] = await db
      .select({ id: users.id, name: users.name, slug: users.slug })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  },

  async userByEmail(db: Db, email: string): Promise<{ id: number; roles: string[]; language: string | null } | null> {
    const [row] = await db
      .select({ id: users.id, roles: users.roles, language: users.language })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    return row ?? null;
  },

  async userEmail(db: Db, userId: number): Promise<string | null> {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  },

  /** Marks it used; false when someone else used it first. */
  async markAccepted(db: Db, id: number, userId: number): Promise<boolean> {
    const rows = await db
      .update(instructorInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: userId })
      .where(and(eq(instructorInvitations.id, id), sql`${instructorInvitations.acceptedAt} is null`))
      .returning({ id: instructorInvitations.id });
    return rows.length === 1;
  },

  async grantInstructor(db: Db, userId: number): Promise<void> {
    await db
      .update(users)
      .set({ roles: sql`array_append(${users.roles}, 'instructor'::text)`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), sql`not ('instructor'::text = any(${users.roles}))`));
  },
};
