// The two-instance deployment of deploy/ on this machine: a fresh database on the shared
// PostgreSQL, the shared Redis (its own database number), an s3rver bucket, migrations run once,
// then two instances started by the systemd unit's ExecStart and nginx in front of them.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { checkOperatorLayout, type RunningNginx, startNginx } from "../../apps/server/test/nginx-proxy.ts";
import { type S3Peer, startS3Peer } from "../../apps/server/test/s3-peer.ts";
import { freePort } from "../../scripts/test-postgres.ts";
import { instanceCommand, parseEnvironmentFile, readServiceUnit, repoRoot } from "./scale-unit.ts";

/** A server database to create the deployment's database from: CI's TEST_DATABASE_URL's server. */
const adminUrl =
  process.env.SCALE_POSTGRES_URL ||
  (process.env.TEST_DATABASE_URL
    ? Object.assign(new URL(process.env.TEST_DATABASE_URL), { pathname: "/postgres" }).toString()
    : "postgres://postgres@127.0.0.1:5432/postgres");
const redisBase = process.env.SCALE_REDIS_URL || "redis://127.0.0.1:6379";
const startPostgres = "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start";
const startRedis = 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no';

export interface Instance {
  port: number;
  url: string;
  log(): string;
  /** SIGTERM and wait for the exit code (the graceful drain). */
  stop(): Promise<number | string>;
  start(): Promise<void>;
}

export interface Cluster {
  proxy: RunningNginx;
  a: Instance;
  b: Instance;
  databaseUrl: string;
  env: Record<string, string>;
  s3: S3Peer;
  close(): Promise<void>;
}

async function requireServices(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (e) {
    throw new Error(
      `PostgreSQL is not reachable at ${adminUrl} (${(e as Error).message}). Start it with:\n  ${startPostgres}`,
    );
  } finally {
    await admin.end().catch(() => {});
  }
  const redis = new Redis(redisBase, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    throw new Error(
      `Redis is not reachable at ${redisBase} (${(e as Error).message}). Start it with:\n  ${startRedis}`,
    );
  } finally {
    redis.disconnect();
  }
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Starts one instance as systemd would (ExecStart, EnvironmentFile, Environment=PORT=%i). */
function instance(port: number, envFile: Record<string, string>, dataDir: string): Instance {
  const unit = readServiceUnit();
  const { command, args, cwd, env } = instanceCommand(unit, port, envFile, dataDir);
  let child: ChildProcess | undefined;
  let output = "";
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    url,
    log: () => output,
    async start() {
      const proc = spawn(command, args, {
        cwd,
        env: { PATH: process.env.PATH ?? "", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = proc;
      proc.stdout?.on("data", (d) => {
        output += d;
      });
      proc.stderr?.on("data", (d) => {
        output += d;
      });
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (proc.exitCode !== null)
          throw new Error(`instance ${port} exited (${proc.exitCode}):\n${output.slice(-4000)}`);
        const ok = await fetch(`${url}/api/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`instance ${port} was not ready in 60 s:\n${output.slice(-4000)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    stop() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null)
        return Promise.resolve(proc?.exitCode ?? "not running");
      return new Promise((resolve) => {
        const timer = setTimeout(() => proc.kill("SIGKILL"), 20_000); // the unit's TimeoutStopSec
        proc.once("exit", (code, signal) => {
          clearTimeout(timer);
          resolve(code ?? signal ?? -1);
        });
        proc.kill("SIGTERM");
      });
    },
  };
}

/** Running deployments: Ctrl-C or SIGTERM stops their processes and drops their database. */
const live = new Set<() => Promise<void>>();
for (const [signal, number] of [
  ["SIGINT", 2],
  ["SIGTERM", 15],
] as const) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the deployment`);
    for (const close of [...live]) await close();
    process.exit(128 + number);
  });
}

/**
 * Runs a command-line script of the server once (migrations, seeding) and waits for it. Not
 * spawnSync: the S3 peer answers from this process's event loop, which must keep running.
 */
function runOnce(what: string, script: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (d) => {
      output += d;
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (${code}):\n${output}`))));
  });
}

export interface ClusterOptions {
  /** Variables over the environment file's (e.g. NODE_ENV=development for the journeys). */
  env?: Record<string, string>;
  /** One DATA_DIR for both instances (the shared-volume option) instead of one each. */
  sharedDataDir?: string;
  /** Seed the demo data once before the rollout (`npm run db:seed`). */
  seed?: boolean;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const extraEnv = options.env ?? {};
  await requireServices();
  checkOperatorLayout();
  const cleanups: Array<() => Promise<unknown>> = [];
  const close = async () => {
    live.delete(close);
    for (const f of cleanups.splice(0).reverse())
      await f().catch((e) => console.error(`cleanup: ${(e as Error).message}`));
  };
  live.add(close);
  try {
    const dbName = `scale_${randomBytes(5).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${dbName}`);
    cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
    const s3 = await startS3Peer(`scale-${randomBytes(3).toString("hex")}`);
    cleanups.push(() => s3.close());
    const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${proxyPort}`;
    // The operator's environment file (deploy/guildforge.env.example) with this machine's services.
    const example = parseEnvironmentFile(readFileSync(path.join(repoRoot, "deploy/guildforge.env.example"), "utf8"));
    const redisDb = 1 + (Number.parseInt(randomBytes(1).toString("hex"), 16) % 15);
    const env: Record<string, string> = {
      ...example,
      APP_URL: appUrl,
      APP_KEY: randomBytes(32).toString("base64url"),
      DATABASE_URL: databaseUrl,
      REDIS_URL: `${redisBase}/${redisDb}`,
      PUSHER_APP_ID: `scale-${randomBytes(4).toString("hex")}`,
      PUSHER_APP_KEY: "scale-key",
      PUSHER_APP_SECRET: randomBytes(24).toString("base64url"),
      ...s3.env(),
      STORAGE_S3_REGION: "us-east-1",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      ...extraEnv,
    };
    for (const [k, v] of Object.entries(env)) if (v === "") delete env[k];
    if (env.TRUST_PROXY !== "true") throw new Error("deploy/guildforge.env.example must set TRUST_PROXY=true");
    const tempDir = mkdtempSync(path.join(tmpdir(), "guildforge-scale-"));
    cleanups.push(async () => rmSync(tempDir, { recursive: true, force: true }));
    const dirOf = (name: string) => mkdtempSync(path.join(tempDir, name));
    // Migrations once, before the rollout (README "Deploying").
    await runOnce("npm run db:migrate", "apps/server/src/db/migrate-cli.ts", { ...env, DATA_DIR: dirOf("migrate-") });
    if (options.seed)
      await runOnce("npm run db:seed", "apps/server/src/seed/seed-cli.ts", {
        ...env,
        DATA_DIR: options.sharedDataDir ?? dirOf("seed-"),
      });
    const a = instance(portA, env, options.sharedDataDir ?? dirOf(`instance-${portA}-`));
    const b = instance(portB, env, options.sharedDataDir ?? dirOf(`instance-${portB}-`));
    cleanups.push(() => a.stop());
    cleanups.push(() => b.stop());
    await Promise.all([a.start(), b.start()]);
    const proxy = await startNginx(proxyPort, [portA, portB]);
    cleanups.push(() => proxy.stop());
    return { proxy, a, b, databaseUrl, env, s3, close };
  } catch (e) {
    await close();
    throw e;
  }
}
