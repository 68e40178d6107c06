import type { NotificationType } from "@guildforge/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notificationPreferences } from "../../db/schema/index.ts";

export const preferencesRepository = {
  /** Only the types the user changed; the rest take the defaults. */
  async stored(db: Db, userId: number): Promise<Array<{ type: string; email: boolean }>> {
    return db
      .select({ type: notificationPreferences.type, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
  },

  async upsert(db: Db, userId: number, prefs: Array<{ type: NotificationType; email: boolean }>): Promise<void> {
    if (prefs.length === 0) return;
    await db
      .insert(notificationPreferences)
      .values(prefs.map((p) => ({ userId, type: p.type, email: p.email })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { email: sql`excluded.email`, updatedAt: new Date() },
      });
  },
};
