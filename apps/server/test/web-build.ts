import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { serverBuildFile, webRoot } from "../src/web/ssr.ts";

/**
 * Tests that start the real server (main.ts serves the built site) need the web build.
 * The int project's global setup (global-setup.ts) calls this once before any worker starts, so
 * a fresh clone builds it once and no two test files build into the same folder at once.
 */
export function ensureWebBuild(): void {
  if (existsSync(serverBuildFile)) return;
  const r = spawnSync("npm", ["run", "build"], { cwd: webRoot, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`npm run build failed in ${webRoot}`);
}
