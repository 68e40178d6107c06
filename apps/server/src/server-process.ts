// The server process, imported by main.ts once tracing (when configured) is in place:
// configuration, error reporting, database, HTTP server, graceful shutdown.
import type { AddressInfo } from "node:net";
import { buildApp } from "./app.ts";
import { type Config, loadConfig } from "./config/config.ts";
import { ConfigError } from "./config/env.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { finalFlushMs, flushLogs } from "./platform/log-destination.ts";
import { flushTracing } from "./platform/observability/tracing-flush.ts";
import { flushSentry, initSentry } from "./platform/sentry.ts";
import { openStorage } from "./platform/storage/open-storage.ts";
import { seedDemo } from "./seed/index.ts";
import { startBanner } from "./start-banner.ts";
import { productionWeb } from "./web/ssr.ts";

/**
 * The process is gone at most this long after SIGTERM/SIGINT: in-flight requests get all of it
 * but the final flush of the log lines (bounded, so a full stdout pipe cannot hold the exit).
 */
const shutdownGraceMs = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
}

async function main() {
  const config = readConfig();
  await initSentry(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const storage = await openStorage(config.storage);
  const seededNow = config.seed === "demo" && (await seedDemo(database.db, { storage }));
  // `npm run dev` (dev.ts) serves the site through Vite instead of the production build.
  const web =
    process.env.GUILDFORGE_WEB === "development" ? (await import("./web/dev-web.ts")).developmentWeb : productionWeb;
  const app = await buildApp({ config, database, storage, web });

  /*
   * Graceful shutdown. app.close() runs, in order:
   *   1. preClose hooks: long-lived connections must end here, before the HTTP server waits for
   *      its connections. Real-time registers `app.addHook("preClose", ...)` to close every
   *      socket with Pusher code 4200 ("reconnect"), see realtime/realtime.plugin.ts.
   *   2. the HTTP server stops accepting (new connections are refused), idle keep-alive
   *      connections are closed, and in-flight requests finish (requests that still arrive on
   *      an open connection get 503);
   *   3. onClose hooks: release resources (job workers, Redis, timers): `app.addHook("onClose", ...)`.
   * Then the database closes, the log lines are flushed (waiting at most finalFlushMs: stdout
   * may be a pipe nobody reads, decision 415) and the process exits 0. A second signal exits at once.
   */
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      app.log.error("in-flight requests did not finish in time; exiting");
      process.exit(1); // the exit handler's final log flush takes at most finalFlushMs
    }, shutdownGraceMs - finalFlushMs);
    force.unref();
    try {
      await app.close();
      await database.close();
      await storage.close();
      await flushSentry();
      await flushTracing();
      app.log.info("stopped");
      await flushLogs();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      await flushLogs();
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const url = config.port === 0 ? `http://localhost:${port}` : config.appUrl;
  console.log(startBanner({ url, demo: config.seed === "demo", seededNow }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
