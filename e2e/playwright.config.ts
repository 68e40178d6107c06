import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, resolveChromium } from "../scripts/chromium-path.ts";

/**
 * E2E against the built app (run `npm run build` first; `npm run test:e2e` and `npm test` do).
 * The server runs on E2E_PORT (default 3100) with a fresh temporary DATA_DIR per run, seeded with
 * the demo data. Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else the one the
 * @sparticuz/chromium devDependency ships (scripts/chromium-path.ts); Playwright cannot download its own here.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL: a site someone else started (the scale proof's nginx in front of two instances,
// proof/scale.ts); no server is started then, and E2E_DATA_DIR must be that site's DATA_DIR.
const externalURL = process.env.E2E_BASE_URL?.replace(/\/$/, "");
const baseURL = externalURL ?? `http://127.0.0.1:${port}`;

// The config is evaluated by the runner and again by each worker; the runner makes the data
// folder and the workers inherit it through the environment.
if (!process.env.E2E_DATA_DIR) {
  const prefix = "guildforge-e2e-";
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(tmpdir())) {
    const dir = path.join(tmpdir(), name);
    if (name.startsWith(prefix) && statSync(dir).mtimeMs < hourAgo) rmSync(dir, { recursive: true, force: true });
  }
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), prefix));
}
// Resolved (and unpacked, for the npm one) once by the runner; the workers inherit the path.
if (!process.env.E2E_CHROMIUM_PATH) {
  const chromium = await resolveChromium();
  console.log(chromium.description);
  process.env.E2E_CHROMIUM_PATH = chromium.executablePath;
}

const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  fullyParallel: true,
  workers: Math.min(2, Number(process.env.E2E_WORKERS ?? 2)),
  forbidOnly: !!process.env.CI,
  // One retry in CI: a test that fails then passes is reported "flaky" and named in the npm test
  // summary (decision 440); one that fails twice fails the stage.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [["list"], ["json", { outputFile: jsonReport }]] : [["list"]],
  use: {
    baseURL,
    // A person who asked their system for less motion (decision 485): no toast fades in or out
    // while axe measures its contrast, and no decorative ember animation repaints every frame on a
    // two-core CI machine. No spec checks the motion itself; what people see is unchanged.
    contextOptions: { reducedMotion: "reduce" },
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM_PATH,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "mobile",
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // `*.once.spec.ts`: checks whose steps and results do not depend on the viewport (the XSS
      // corpus, JavaScript-off form journeys, uploads, moderation, live pushes) run in the desktop
      // project only. Every page's layout at 390 px is still checked (routes, accounts-pages,
      // class-requests-pages, the overlap sweep, page speed), and so is every journey whose phone
      // layout differs (booking bar, composer, filters, menus, dialogs): those stay `*.spec.ts`.
      testIgnore: "**/*.once.spec.ts",
    },
    { name: "desktop", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
  ],
  webServer: externalURL
    ? undefined
    : {
        // The pinned Node 24 that runs this config (npm scripts and npx put it first on PATH).
        command: `"${process.execPath}" ../apps/server/src/main.ts`,
        url: `${baseURL}/api/ready`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: "pipe",
        stderr: "pipe",
        env: {
          PORT: String(port),
          HOST: "127.0.0.1",
          APP_URL: baseURL,
          DATA_DIR: process.env.E2E_DATA_DIR,
          SEED: "demo",
          RATE_LIMITS: "off",
          LOG_LEVEL: "warn",
          // /admin/performance's browser test needs one slow request (GET /api/test/slow, never in production).
          PERFORMANCE_SLOW_ROUTE: "on",
          // The pseudo-locale (cookie lang=pseudo) for the untranslated-text walk (i18n-untranslated.spec.ts).
          I18N_PSEUDO: "1",
          // The embedded database and no Redis, whatever the calling shell has set.
          DATABASE_URL: "",
          REDIS_URL: "",
        },
      },
});
