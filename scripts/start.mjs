// `npm start`: build the web app when it is not built (or older than its sources), then serve.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildFile = path.join(root, "apps/web/build/server/index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, "apps/web/app"), path.join(root, "packages/contracts/src")];
const stale = !existsSync(buildFile) || sources.some((d) => newestMtime(d) > statSync(buildFile).mtimeMs);
if (stale) {
  console.log("Building the web app…");
  const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], { stdio: "inherit", cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Run the server in this very process so that signals (SIGTERM, Ctrl-C) reach its shutdown.
await import("../apps/server/src/main.ts");
