import { buildApp } from "./app.ts";
import { loadConfig } from "./config/config.ts";
import { ConfigError } from "./config/env.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { demoAccounts, demoPassword } from "./db/seed/demo-users.ts";
import { seedDemo } from "./db/seed/index.ts";
import { productionWeb } from "./web/ssr.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  if (config.seed === "demo" && (await seedDemo(database.db))) {
    console.log(
      `\nDemo data seeded. Sign in with any of these (password "${demoPassword}"):\n` +
        demoAccounts.map((a) => `  ${a.email.padEnd(28)} ${a.roles.at(-1)}`).join("\n") +
        "\n",
    );
  }
  const app = await buildApp({ config, database, web: productionWeb });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, runs onClose hooks
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Guildforge is serving on ${config.appUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
