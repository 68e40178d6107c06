// `npm run db:seed`: migrates, then seeds the demo data (once; a marker row records it).
// Refuses in production unless SEED=demo is set explicitly.

import { describeTarget, runWithDatabase } from "../db/cli.ts";
import { migrate } from "../db/migrate.ts";
import { openStorage } from "../platform/storage/open-storage.ts";
import { demoAccounts, demoPassword } from "./demo-users.ts";
import { seedDemo } from "./index.ts";

await runWithDatabase(async (database, config) => {
  if (config.isProduction && config.env.SEED !== "demo") {
    throw new Error("Refusing to seed demo data with NODE_ENV=production; set SEED=demo to insist.");
  }
  await migrate(database);
  const storage = await openStorage(config.storage);
  try {
    if (await seedDemo(database.db, { storage })) {
      console.log(`Demo data seeded into ${describeTarget(config)}. Password for all: "${demoPassword}"`);
      for (const a of demoAccounts) console.log(`  ${a.email}`);
    } else {
      console.log(`Demo data was already seeded in ${describeTarget(config)}; nothing to do.`);
    }
  } finally {
    await storage.close();
  }
});
