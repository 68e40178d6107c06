// `npm run proof -- <name>`: runs proof/<name>.ts, the full version of one proof suite (issue 22).
// `npm run proof -- ci`: every suite in its CI profile (PROOF_PROFILE=ci), one after another; the
// `proof` stage of `npm test` runs this. Each suite exits non-zero when its claim is broken and
// prints its figures on one line at the end, e.g. `fuzz: 64 routes x 200 runs, 0 x 5xx`.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const here = import.meta.dirname;
const suites = readdirSync(here)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts") && !f.endsWith(".test.ts"))
  .map((f) => f.replace(/\.ts$/, ""))
  .filter((name) => name !== "run" && !name.includes("."))
  .sort();

/** Runs one suite in a child process (each suite owns its servers and exits on its own). */
function runSuite(name: string, profile: "full" | "ci"): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, `${name}.ts`), ...process.argv.slice(3)], {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, PROOF_PROFILE: profile },
    });
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const name = process.argv[2];
if (name === "ci") {
  const results: { name: string; code: number; seconds: string }[] = [];
  for (const suite of suites) {
    console.log(`\n--- proof ${suite} (CI profile)`);
    const started = Date.now();
    const code = await runSuite(suite, "ci");
    results.push({ name: suite, code, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  }
  console.log("\nproof suites (CI profile):");
  for (const r of results) console.log(`  ${r.code === 0 ? "PASS" : "FAIL"}  ${r.name.padEnd(12)} ${r.seconds}s`);
  if (results.length === 0) console.log("  none: a proof stage that runs nothing is a failure");
  process.exit(results.length === 0 || results.some((r) => r.code !== 0) ? 1 : 0);
}
if (!name || !suites.includes(name)) {
  console.error(
    `Usage: npm run proof -- <name>   (or: npm run proof -- ci)\nSuites: ${suites.join(", ") || "none yet"}`,
  );
  process.exit(name ? 2 : 0);
}
process.exit(await runSuite(name, "full"));
