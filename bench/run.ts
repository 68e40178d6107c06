// `npm run bench -- <name>`: runs bench/<name>.ts. Each benchmark prints ratios measured side by side
// in one run and never asserts times (see README.md).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const here = import.meta.dirname;
const available = readdirSync(here)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts") && !["run.ts", "lib.ts"].includes(f))
  .map((f) => f.replace(/\.ts$/, ""))
  .filter((name) => !name.includes("."))
  .sort();

const name = process.argv[2];
if (!name || !available.includes(name) || !existsSync(path.join(here, `${name}.ts`))) {
  console.error(`Usage: npm run bench -- <name>\nBenchmarks: ${available.join(", ")}`);
  process.exit(name ? 2 : 0);
}
await import(pathToFileURL(path.join(here, `${name}.ts`)).href);
