// Is the web build missing or older than what it is built from? Used by `npm start`
// (scripts/start.mjs) and the integration tests' global setup (apps/server/test/web-build.ts), so
// neither serves or checks a build of older code.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const webServerBuildFile = path.join(root, "apps/web/build/server/index.js");
const sources = [
  path.join(root, "apps/web/app"),
  path.join(root, "apps/web/public"),
  path.join(root, "apps/web/vite.config.ts"),
  path.join(root, "apps/web/vite-plugins"),
  path.join(root, "apps/web/react-router.config.ts"),
  path.join(root, "packages/contracts/src"),
];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function webBuildIsStale(): boolean {
  if (!existsSync(webServerBuildFile)) return true;
  const built = statSync(webServerBuildFile).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}
