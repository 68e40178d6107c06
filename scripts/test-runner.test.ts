import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "./test-postgres.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("npm test (scripts/test.mjs)", () => {
  it("without Redis, int:postgres says how to install and start it, and fails", async () => {
    const port = await freePort(); // nothing listens there
    const run = spawnSync(process.execPath, ["scripts/test.mjs", "int:postgres"], {
      cwd: root,
      env: { ...process.env, TEST_REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_URL: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`Redis is not reachable at redis://127.0.0.1:${port}`);
    expect(run.stdout).toContain("apt-get install -y redis-server");
    expect(run.stdout).toContain("redis-server --daemonize yes");
    expect(run.stdout).toContain("FAIL  int:postgres");
  }, 40_000);
});
