import type { UpdateProfile } from "@guildforge/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;

/** Themes from the user's approved role applications (correlated on the outer users row). */
const approvedThemes = sql<string[]>`coalesce((
  select array_agg(distinct t order by t)
  from role_applications ra, unnest(ra.themes) as t
  where ra.user_id = "users"."id" and ra.status = 'approved'
), '{}'::text[])`;

export const usersRepository = {
  async findById(db: Db, id: number): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },

  /** A visible (not suspended) user by slug, with their approved themes. */
  async findPublicBySlug(db: Db, slug: string): Promise<{ user: UserRow; themes: string[] } | null> {
    const [row] = await db
      .select({ user: users, themes: approvedThemes })
      .from(users)
      .where(and(eq(users.slug, slug), isNull(users.suspendedAt)));
    return row ?? null;
  },

  async updateProfile(db: Db, id: number, input: UpdateProfile): Promise<UserRow | null> {
    const [row] = await db
      .update(users)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.bio !== undefined ? { bio: input.bio } : {}),
        ...(input.home_location !== undefined ? { homeLocation: input.home_location || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  },

  /** Sets the new avatar and returns the previous one's path (to delete its file). */
  async setAvatar(db: Db, id: number, avatarPath: string): Promise<{ previous: string | null; user: UserRow } | null> {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ avatarPath: users.avatarPath })
        .from(users)
        .where(eq(users.id, id))
        .for("update");
      if (!before) return null;
      const [user] = await tx
        .update(users)
        .set({ avatarPath, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return user ? { previous: before.avatarPath, user } : null;
    });
  },
};
