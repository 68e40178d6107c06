// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the PGlite in DATA_DIR.
import { describeTarget, runWithDatabase } from "./cli.ts";
import { migrate } from "./migrate.ts";

await runWithDatabase(async (database, config) => {
  await migrate(database);
  console.log(`Migrations applied to ${describeTarget(config)}.`);
});
