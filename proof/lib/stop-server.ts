// The real server process for proof/stop.ts and proof/faults.ts: `node apps/server/src/main.ts`
// (what `npm start` runs in its own process) with stdout on a pipe the suite controls, so it can
// read it, stop reading it (a full pipe) or close it (the reader gone).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureWebBuild } from "../../apps/server/test/web-build.ts";

const mainFile = path.resolve(import.meta.dirname, "../../apps/server/src/main.ts");

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
  /** Everything read from stdout so far (nothing more once the suite stops reading). */
  stdout(): string;
  stderr(): string;
  /** Stops reading stdout: the pipe fills once the server writes another 64 KiB or so. */
  stopReading(): void;
  /** Closes the read end of the stdout pipe: the server's next write fails with EPIPE. */
  closeStdout(): void;
  kill(): Promise<void>;
}

/** A temporary DATA_DIR, removed by the returned function. */
export function tempDataDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `guildforge-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 }) };
}

/** Starts the server (embedded PGlite in `dataDir` unless env has DATABASE_URL) and waits until it serves. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  ensureWebBuild();
  const child = spawn(process.execPath, [mainFile], {
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
  let out = "";
  let err = "";
  const onOut = (d: Buffer) => {
    out += d;
  };
  child.stdout?.on("data", onOut);
  child.stderr?.on("data", (d) => {
    err += d;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const m = /Guildforge is serving on http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        child.stdout?.off("data", check);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on("data", check);
    void exited.then((code) => reject(new Error(`server exited (${code}) before serving.\n${out}\n${err}`)));
  });
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    stdout: () => out,
    stderr: () => err,
    stopReading: () => {
      child.stdout?.off("data", onOut);
      child.stdout?.pause();
    },
    closeStdout: () => {
      child.stdout?.off("data", onOut);
      child.stdout?.destroy();
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}
