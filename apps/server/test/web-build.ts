import { spawnSync } from "node:child_process";
import { webBuildIsStale } from "../../../scripts/web-build-stale.ts";
import { webRoot } from "../src/web/ssr.ts";

/**
 * Tests that start the real server (main.ts serves the built site) need the web build.
 * The int project's global setup (global-setup.ts) calls this once before any worker starts, so
 * a fresh clone (or a changed web app) builds it once and no two test files build into the same folder at once.
 */
export function ensureWebBuild(): void {
  // Missing, or older than the web app, its config or the contracts: a check of the built pages
  // (public-pages-no-zod.int.test.ts) must see this code's build, not an earlier one.
  if (!webBuildIsStale()) return;
  const r = spawnSync("npm", ["run", "build"], { cwd: webRoot, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`npm run build failed in ${webRoot}`);
}
