import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";

const mainFile = fileURLToPath(new URL("../src/main.ts", import.meta.url));

/**
 * Every server this test file spawned and that still runs. A `beforeAll` that times out (a slow,
 * loaded machine) never gets its server to dispose of: the file's own end kills it, so no
 * orphaned server outlives its test file.
 */
const running = new Set<ChildProcess>();
try {
  afterAll(() => {
    for (const child of running) child.kill("SIGKILL");
  });
} catch {
  // Not inside a Vitest file (the bench and the proof suites spawn servers too): they dispose of theirs.
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process printed so far. */
  stdout(): string;
  stderr(): string;
  /** Parsed JSON log lines printed so far. */
  logs(): Array<Record<string, unknown>>;
  /** Resolves with the first log line matching, waiting for it when needed. */
  waitForLog(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
  /** Kills the process (SIGKILL) if still running and removes its DATA_DIR. */
  dispose(): Promise<void>;
}

/**
 * Spawns the real server (`node apps/server/src/main.ts`) on a free port with its own temp
 * DATA_DIR and the embedded database, and waits until it says it is serving.
 */
export async function spawnServer(
  env: Record<string, string> = {},
  /** Node arguments instead of main.ts, e.g. the dev entry with its conditions. */
  args: string[] = [mainFile],
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-server-"));
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      SEED: "none",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let out = "";
  let err = "";
  const listeners = new Set<() => void>();
  child.stdout?.on("data", (d) => {
    out += d;
    for (const l of listeners) l();
  });
  child.stderr?.on("data", (d) => {
    err += d;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on("exit", (code, signal) => {
      resolve(code ?? signal ?? -1);
      for (const l of listeners) l();
    });
  });
  const logs = () =>
    out
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const waitFor = <T>(probe: () => T | undefined, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = probe();
        if (found !== undefined) {
          listeners.delete(check);
          resolve(found);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          listeners.delete(check);
          reject(new Error(`server exited before ${what}.\nstdout:\n${out}\nstderr:\n${err}`));
        }
      };
      listeners.add(check);
      check();
    });

  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await waitFor(() => {
      const m = /Guildforge is serving on http:\/\/localhost:(\d+)/.exec(out);
      return m ? Number(m[1]) : undefined;
    }, "serving");
    return {
      child,
      port,
      url: `http://127.0.0.1:${port}`,
      stdout: () => out,
      stderr: () => err,
      logs,
      waitForLog: (match) => waitFor(() => logs().find(match), "the expected log line"),
      exited,
      dispose,
    };
  } catch (e) {
    await dispose();
    throw e;
  }
}
