// The full scale profile's second half: the Playwright journeys (e2e/) against nginx in front of
// two instances, on demo data seeded once before the rollout. The instances run as the e2e
// server does (development: the dev mailbox, the test-only slow route; rate limits off) and share
// one DATA_DIR, where the dev mailbox keeps the mail either instance sent.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startCluster } from "./scale-cluster.ts";
import { repoRoot } from "./scale-unit.ts";

export interface JourneyCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Runs `npx playwright test` on e2e/ (optionally some specs) through nginx; resolves with its counts. */
export async function journeysThroughProxy(specs: string[] = []): Promise<JourneyCounts> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-scale-e2e-"));
  const cluster = await startCluster({
    env: { NODE_ENV: "development", RATE_LIMITS: "off", PERFORMANCE_SLOW_ROUTE: "on", SEED: "none" },
    sharedDataDir: dataDir,
    seed: true,
  }).catch((e: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  });
  const report = path.join(dataDir, "playwright.json");
  try {
    const code = await new Promise<number>((resolve) => {
      const child = spawn("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...specs], {
        cwd: repoRoot,
        stdio: ["ignore", "inherit", "inherit"],
        env: {
          ...process.env,
          // One browser at a time by default: with two instances, nginx and two browsers on this
          // 2-core machine, the longest journey ran past its 2-minute time-out (E2E_WORKERS=2 overrides).
          E2E_WORKERS: process.env.E2E_WORKERS ?? "1",
          E2E_BASE_URL: cluster.proxy.url,
          E2E_DATA_DIR: dataDir,
          E2E_JSON_REPORT: report,
          PUSHER_APP_ID: cluster.env.PUSHER_APP_ID,
          PUSHER_APP_KEY: cluster.env.PUSHER_APP_KEY,
          PUSHER_APP_SECRET: cluster.env.PUSHER_APP_SECRET,
        },
      });
      child.on("exit", (c) => resolve(c ?? 1));
      child.on("error", () => resolve(1));
    });
    const stats = (JSON.parse(readFileSync(report, "utf8")) as { stats: Record<string, number> }).stats;
    const counts = {
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
      skipped: stats.skipped ?? 0,
    };
    if (code !== 0 && counts.failed === 0) counts.failed = 1; // the runner failed outside a test
    return counts;
  } finally {
    await cluster.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
