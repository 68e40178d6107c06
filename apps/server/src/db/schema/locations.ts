import { bigint, doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** DOMAIN.md "Places": country / region / city, addressed by `path` (e.g. `us/oregon/portland`). */
export const locations = pgTable(
  "locations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    parentId: bigint("parent_id", { mode: "number" }),
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    path: text("path").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    timeZone: text("time_zone").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("locations_path_idx").on(t.path),
    index("locations_parent_idx").on(t.parentId),
    index("locations_path_pattern_idx").using("btree", t.path.op("text_pattern_ops")),
  ],
);
