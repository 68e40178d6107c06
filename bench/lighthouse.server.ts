// The two sites the lighthouse bench measures: the production build served fresh as `npm start`
// does (own DATA_DIR, demo seed), and the static floor page (lighthouse.floor.ts) on a bare
// node:http server with the same compression and caching a static host would give.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const repo = path.resolve(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningApp {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** `node scripts/start.mjs` (builds when stale, then serves) on a free port and a new DATA_DIR. */
export async function startApp(): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "guildforge-lighthouse-"));
  const child: ChildProcess = spawn(process.execPath, [path.join(repo, "scripts/start.mjs")], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMITS: "off" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000; // a first start builds and seeds; a busy machine is slow
  while (true) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`the app did not answer /api/health within 10 minutes:\n${output}`);
    }
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    origin,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface StaticFile {
  body: Buffer;
  type: string;
}

/** Serves fixed files: gzip for text (when asked), a year of immutable caching, like a CDN. */
export async function serveStatic(files: Map<string, StaticFile>): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? "/", "http://x").pathname);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const text = /^(text\/|application\/javascript|image\/svg)/.test(file.type);
    const gzip = text && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const body = gzip ? gzipSync(file.body) : file.body;
    res.writeHead(200, {
      "content-type": file.type,
      "content-length": body.length,
      "cache-control": file.type.startsWith("text/html") ? "no-cache" : "public, max-age=31536000, immutable",
      ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
