// `npm start`: build the web app when it is not built (or older than its sources), then serve.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { webBuildIsStale } from "./web-build-stale.ts";

const root = path.resolve(import.meta.dirname, "..");
if (webBuildIsStale()) {
  console.log("Building the web app…");
  const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], { stdio: "inherit", cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Run the server in this very process so that signals (SIGTERM, Ctrl-C) reach its shutdown.
await import("../apps/server/src/main.ts");
