// The proof's own detectors must see a change, or their "nothing changed" means nothing: a row
// updated behind the app's back must change the fingerprint, a stored sentinel must be found, and
// a status changed must show in the distribution. Each plant is undone afterwards.
import { eq } from "drizzle-orm";
import { classes } from "../../apps/server/src/db/schema/index.ts";
import { sentinelProbe } from "./authz-mass.ts";
import { changedTables, fingerprint, rowCounts } from "./authz-rows.ts";
import type { World } from "./authz-world.ts";

export async function checkCanaries(w: World): Promise<string[]> {
  const failures: string[] = [];
  const id = w.base.klass.id;
  const [before] = await w.db
    .select({ capacity: classes.capacity, status: classes.status })
    .from(classes)
    .where(eq(classes.id, id));
  if (!before) return [`canary: class ${id} is missing`];
  const fp = await fingerprint(w.db);
  const counts = await rowCounts(w.db);
  const detect = await sentinelProbe(w);
  const statuses = await detect.distribution();
  await w.db.update(classes).set({ capacity: 7777, status: "cancelled" }).where(eq(classes.id, id));
  try {
    if (!changedTables(fp, await fingerprint(w.db)).includes("classes"))
      failures.push("canary: the fingerprint missed an update");
    if (changedTables(counts, await rowCounts(w.db)).length) failures.push("canary: row counts moved on an update");
    if (!(await detect.hits()).some((h) => h.startsWith("classes.capacity")))
      failures.push("canary: the sentinel scan missed 7777");
    if (detect.delta(statuses, await detect.distribution()) === "[]")
      failures.push("canary: the status distribution missed a change");
  } finally {
    await w.db.update(classes).set(before).where(eq(classes.id, id));
  }
  return failures;
}
