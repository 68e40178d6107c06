import type { Role } from "@guildforge/contracts";
import { createUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { classes } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

/** Helpers shared by the class-request integration tests. */
export function classRequestKit(getT: () => TestApp) {
  let n = 0;
  return {
    async signedIn(roles: Role[] = ["student"]) {
      const t = getT();
      const user = await createUser(t.db, { roles });
      const client = sessionClient(t.app);
      await client.login(user.email, user.password);
      return { user, client };
    },

    body(overrides: Record<string, unknown> = {}) {
      n++;
      return {
        title: `Pattern-welded knife ${n}`,
        theme: "knife-making",
        description: "A weekend making a small pattern-welded blade from start to finish.",
        preferred_location: "Portland, Oregon",
        preferred_timeframe: "Weekends in spring",
        skill_level: "intermediate",
        ...overrides,
      };
    },

    /** Inserts a class directly (the classes feature has its own tests). */
    async insertClass(instructorId: number, status: "draft" | "published" = "published") {
      n++;
      const [row] = await getT()
        .db.insert(classes)
        .values({
          slug: `forge-a-knife-${n}`,
          title: `Forge a knife ${n}`,
          theme: "knife-making",
          skillLevel: "beginner",
          instructorId,
          capacity: 6,
          status,
          publishedAt: status === "published" ? new Date() : null,
        })
        .returning();
      if (!row) throw new Error("class insert returned no row");
      return row;
    },
  };
}
