import path from "node:path";
import { describe, expect, it } from "vitest";
import { findSqlOutsideRepositories, sqlOutsideRepositories } from "./sql-placement.ts";

const m = "apps/server/src/modules";
const select = "const r = await db.execute(sql`select 1`);";

describe("only repositories write SQL", () => {
  it("no server file outside a repository writes SQL", () => {
    expect(findSqlOutsideRepositories(path.resolve(import.meta.dirname, ".."))).toEqual([]);
  });

  it.each([
    [`${m}/themes/themes.routes.ts`, select, [1]],
    [`${m}/classes/classes.service.ts`, 'await tx.execute(sql.raw("delete from x"));', [1]],
    [`${m}/classes/classes.service.ts`, "const a = 1;\nconst w = sql`c.status = 'published'`;", [2]],
    ["apps/server/src/platform/events/dispatcher.ts", select, [1]],
    [`${m}/venues/venues.service.ts`, "const [row] = await tx.select().from(venues);", [1]],
    [`${m}/venues/venues.routes.ts`, "await db.insert(venues).values(v);", [1]],
    [`${m}/themes/themes.repository.ts`, select, []],
    [`${m}/classes/class-queries.ts`, select, []],
    ["apps/server/src/seed/demo-classes.ts", select, []],
    [`${m}/classes/classes.int.test.ts`, select, []],
    [`${m}/classes/classes.service.ts`, "await app.events.transaction(async (tx) => repo.save(tx, row));", []],
  ])("%s: %s -> lines %j", (file, source, lines) => {
    expect(sqlOutsideRepositories(file, source)).toEqual(lines);
  });
});
