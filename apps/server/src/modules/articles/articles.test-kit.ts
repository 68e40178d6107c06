import type { Role } from "@guildforge/contracts";
import { createUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { classes } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

/** Helpers shared by the articles integration tests. */
export function articleKit(getT: () => TestApp) {
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
        title: `Tempering a carbon steel blade ${n} ${Math.random().toString(36).slice(2, 6)}`,
        summary: "How to bring a hardened blade back from brittle to tough with a kitchen oven.",
        markdown:
          "## Why temper\n\nA hardened blade is **brittle**. Tempering trades a little hardness for toughness.\n\n- Clean the scale\n- Bake at 200 °C for an hour, twice",
        tags: ["carbon-steel", "knives"],
        theme: "knife-making",
        status: "published",
        ...overrides,
      };
    },

    /** A published upcoming class of a theme, inserted directly (the classes feature has its own tests). */
    async insertClass(instructorId: number, theme: string, status: "draft" | "published" = "published") {
      n++;
      const startsAt = new Date(Date.now() + 10 * 86_400_000);
      const [row] = await getT()
        .db.insert(classes)
        .values({
          slug: `related-class-${n}`,
          title: `Related class ${n}`,
          theme,
          skillLevel: "beginner",
          instructorId,
          capacity: 6,
          status,
          publishedAt: status === "published" ? new Date() : null,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
        })
        .returning();
      if (!row) throw new Error("class insert returned no row");
      return row;
    },
  };
}
