import { type Config, loadConfig } from "../config/config.ts";
import { ConfigError } from "../config/env.ts";
import { type Database, openDatabase } from "./client.ts";

/** Shared by the database CLIs: load the config (exit 78 naming a bad variable), open, run, close. */
export async function runWithDatabase(task: (database: Database, config: Config) => Promise<void>): Promise<void> {
  // `npm run db:migrate` at the root runs us inside apps/server: resolve a relative DATA_DIR
  // (default ./data) against the folder npm was started from, as `npm start` does.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await task(database, config);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

export function describeTarget(config: Config): string {
  return config.databaseUrl ? `PostgreSQL (${new URL(config.databaseUrl).host})` : `PGlite in ${config.dataDir}`;
}
