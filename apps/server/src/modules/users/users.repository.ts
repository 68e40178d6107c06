import type { UpdateProfile } from "@guildforge/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { users } from "../../db/schema/index.ts";
import { taughtThemes } from "../../db/taught-themes.ts";

export type UserRow = typeof users.$inferSelect;

/** A class on a public profile (one of the person's, as instructor). */
export interface ProfileClassRow {
  id: number;
  slug: string;
  title: string;
  starts_at: string | Date;
  time_zone: string | null;
  city: string | null;
  price_cents: number;
  currency: string;
  capacity: number;
  seats_taken: number;
}

const profileClasses = (userId: number, when: "upcoming" | "past", limit: number) => sql`
  select c.id::int as id, c.slug, c.title, c.starts_at, l.time_zone, l.name as city, c.price_cents,
         c.currency, c.capacity, c.seats_taken
  from classes c
  left join venues v on v.id = c.venue_id
  left join locations l on l.id = v.location_id
  where c.instructor_id = ${userId} and ${
    when === "upcoming"
      ? sql`c.status = 'published' and c.ends_at >= now() order by c.starts_at, c.id`
      : sql`(c.status = 'completed' or (c.status = 'published' and c.ends_at < now())) order by c.starts_at desc, c.id desc`
  }
  limit ${limit}`;

export const usersRepository = {
  async findById(db: Db, id: number): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },

  /** A visible (not suspended) user by slug, with the themes they teach (decision 370). */
  async findPublicBySlug(db: Db, slug: string): Promise<{ user: UserRow; themes: string[] } | null> {
    const [row] = await db
      .select({ user: users, themes: taughtThemes })
      .from(users)
      .where(and(eq(users.slug, slug), isNull(users.suspendedAt)));
    return row ?? null;
  },

  /** The soonest upcoming and the latest finished classes the user teaches. */
  async profileClasses(
    db: Db,
    userId: number,
    max: { upcoming: number; past: number },
  ): Promise<{ upcoming: ProfileClassRow[]; past: ProfileClassRow[] }> {
    const [upcoming, past] = await Promise.all([
      db.execute(profileClasses(userId, "upcoming", max.upcoming)),
      db.execute(profileClasses(userId, "past", max.past)),
    ]);
    return { upcoming: rowsOf<ProfileClassRow>(upcoming), past: rowsOf<ProfileClassRow>(past) };
  },

  /** The account's language (null: follow the browser); an unchanged value writes the same row again. */
  async updateLanguage(db: Db, id: number, language: string | null): Promise<UserRow | null> {
    const [row] = await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, id)).returning();
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
