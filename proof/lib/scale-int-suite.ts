// Issue 23 point 2: the API integration suite through the real proxy. Runs vitest's int project
// with TEST_VIA_PROXY=1 (apps/server/test/proxy-harness.ts: every createTestApp() is two instances
// behind nginx on deploy/nginx/guildforge.conf) on this machine's PostgreSQL and Redis, and counts
// the results from vitest's JSON report.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { proxyExclusions } from "../../apps/server/test/proxy-exclusions.ts";
import { defaultTestDatabaseUrl } from "../../apps/server/test/test-db.ts";
import { repoRoot } from "./scale-unit.ts";

/**
 * The CI profile's representative subset: sessions and sign-in, applications taking seats,
 * idempotent retries, uploads served back, notifications, rate limits (under ~90 s here).
 */
export const ciIntFiles = [
  "apps/server/src/platform/sessions/sessions.int.test.ts",
  "apps/server/src/modules/auth/auth.int.test.ts",
  "apps/server/src/modules/applications/apply.int.test.ts",
  "apps/server/src/modules/applications/capacity-promotion.int.test.ts",
  "apps/server/src/platform/idempotency/idempotency.int.test.ts",
  "apps/server/src/modules/messages/message-attachments.int.test.ts",
  "apps/server/src/modules/notifications/notifications.int.test.ts",
  "apps/server/src/platform/rate-limit/rate-limit.int.test.ts",
  "apps/server/src/platform/rate-limit/per-user-limits.int.test.ts",
];

export interface IntSuiteResult {
  passed: number;
  failed: number;
  /** Tests skipped because proxy-exclusions.ts lists them. */
  excluded: number;
  /** Whole files proxy-exclusions.ts leaves out (in the files this run asked for). */
  excludedFiles: number;
  /** Tests the suite skips itself (skipIf and the like), not by the proxy's list. */
  skipped: number;
  /** Files that failed outside a test (a beforeAll, an import). */
  brokenFiles: string[];
  failures: string[];
  summary: string;
}

export interface JsonReport {
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ ancestorTitles: string[]; title: string; status: string }>;
  }>;
}

const services = {
  TEST_DB: "postgres",
  // The server the deployment used (scale-cluster.ts): the int setup clones its own databases there.
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || process.env.SCALE_POSTGRES_URL || defaultTestDatabaseUrl,
  TEST_REDIS_URL: process.env.TEST_REDIS_URL || process.env.SCALE_REDIS_URL || "redis://127.0.0.1:6379",
  TEST_VIA_PROXY: "1",
};

/** `files` empty: the whole int project. */
export async function intSuiteThroughProxy(files: string[] = []): Promise<IntSuiteResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "guildforge-proxyint-"));
  const report = path.join(dir, "report.json");
  try {
    const code = await new Promise<number>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          path.join(repoRoot, "node_modules/vitest/vitest.mjs"),
          "run",
          "--project",
          "int",
          "--reporter=dot",
          "--reporter=json",
          `--outputFile.json=${report}`,
          ...files,
        ],
        { cwd: repoRoot, env: { ...process.env, ...services }, stdio: ["ignore", "inherit", "inherit"] },
      );
      child.on("error", () => resolve(1));
      child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    });
    let json: JsonReport;
    try {
      json = JSON.parse(readFileSync(report, "utf8"));
    } catch {
      throw new Error(`vitest exited ${code} without a report`);
    }
    return countReport(json, files);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Counts a vitest JSON report of the int project (exported for re-reading a saved report). */
export function countReport(json: JsonReport, files: string[]): IntSuiteResult {
  const r: IntSuiteResult = {
    passed: 0,
    failed: 0,
    excluded: 0,
    excludedFiles: 0,
    skipped: 0,
    brokenFiles: [],
    failures: [],
    summary: "",
  };
  for (const file of json.testResults) {
    const rel = path.relative(repoRoot, file.name);
    let failedHere = 0;
    for (const t of file.assertionResults) {
      const full = [...t.ancestorTitles, t.title].join(" > ");
      if (t.status === "passed") r.passed++;
      else if (t.status === "failed") {
        r.failed++;
        failedHere++;
        r.failures.push(`${rel} > ${full}`);
      } else if (proxyExclusions.some((e) => e.test === full && rel === e.file)) r.excluded++;
      else r.skipped++;
    }
    if (file.status === "failed" && failedHere === 0)
      r.brokenFiles.push(`${rel}: ${(file.message ?? "").slice(0, 300)}`);
  }
  const wholeFiles = proxyExclusions.filter((e) => !e.test).map((e) => e.file);
  r.excludedFiles = files.length ? wholeFiles.filter((f) => files.includes(f)).length : wholeFiles.length;
  const ran = r.passed + r.failed;
  const excludedText = [`${r.excluded} tests`, ...(r.excludedFiles ? [`${r.excludedFiles} whole file`] : [])].join(
    " + ",
  );
  r.summary =
    `${r.passed}/${ran} API integration tests pass through the proxy` +
    ` (${r.excluded + r.excludedFiles} excluded: ${excludedText}, each with its reason in apps/server/test/proxy-exclusions.ts` +
    `${r.skipped ? `; ${r.skipped} skipped by the suite itself` : ""})`;
  return r;
}

export const intSuiteOk = (r: IntSuiteResult): boolean => r.failed === 0 && r.brokenFiles.length === 0 && r.passed > 0;
