import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { serverBuildFile, webRoot } from "../src/web/ssr.ts";

/**
 * Tests that start the real server (main.ts serves the built site) need the web build.
 * `npm test` builds it first; this builds it when a single test file is run on a fresh clone.
 */
export function ensureWebBuild(): void {
  if (existsSync(serverBuildFile)) return;
  const r = spawnSync("npm", ["run", "build"], { cwd: webRoot, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`npm run build failed in ${webRoot}`);
}
