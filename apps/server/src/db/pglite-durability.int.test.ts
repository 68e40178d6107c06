import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";

const childFile = fileURLToPath(new URL("../../test/fixtures/pglite-child.ts", import.meta.url));
const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "guildforge-pglite-"));
  dirs.push(dir);
  return dir;
}

/** Starts the child and resolves once it printed `line` (rejects if it exits first). */
function startChild(args: string[], line: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [childFile, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout?.on("data", (d) => {
      out += d;
      if (out.split("\n").includes(line)) resolve(child);
    });
    child.stderr?.on("data", (d) => {
      err += d;
    });
    child.on("exit", (code) => reject(new Error(`child exited (${code}) before "${line}": ${err}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

afterEach(async () => {
  await Promise.all(children.splice(0).map(killed));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("embedded database (PGlite) on disk", () => {
  it("keeps an acknowledged write after kill -9", { timeout: 120_000 }, async () => {
    const dataDir = tempDataDir();
    const value = `row-${Math.random().toString(36).slice(2)}`;
    const child = await startChild([dataDir, "write", value], "written");
    await killed(child);
    expect(child.signalCode).toBe("SIGKILL");

    const database = await openDatabase({ dataDir });
    try {
      const res = await database.pglite?.query<{ value: string }>("SELECT value FROM durability_probe");
      expect(res?.rows).toEqual([{ value }]);
    } finally {
      await database.close();
    }
  });

  it("refuses a second process on a folder held by a live one", { timeout: 120_000 }, async () => {
    const dataDir = tempDataDir();
    const child = await startChild([dataDir, "hold"], "open");
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      new RegExp(`The embedded database in .* is in use by process ${child.pid}\\.`),
    );
  });
});
