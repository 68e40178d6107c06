import { pgTable, text } from "drizzle-orm/pg-core";

/** Small key/value facts about this installation (e.g. when the demo seed ran). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
