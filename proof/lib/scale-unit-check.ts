// Checks deploy/systemd/guildforge@.service: systemd's own verifier when the machine has it, and
// the settings a rolling restart relies on (this machine cannot run systemd units).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readServiceUnit, repoRoot, unitFile } from "./scale-unit.ts";

export function checkUnit(): void {
  const unit = readServiceUnit();
  const problems: string[] = [];
  if (unit.killSignal !== "SIGTERM") problems.push("KillSignal must be SIGTERM (the graceful drain)");
  if (unit.restart !== "on-failure") problems.push("Restart must be on-failure");
  for (const dep of ["postgresql.service", "redis-server.service"])
    if (!unit.after.includes(dep)) problems.push(`After= must name ${dep}`);
  if (!unit.environment.some(([k, v]) => k === "PORT" && v === "%i")) problems.push("Environment=PORT=%i is missing");
  if (problems.length) throw new Error(`${unitFile}:\n  ${problems.join("\n  ")}`);
  // systemd-analyze verify needs the unit's paths to exist: verify a copy pointed at this checkout.
  if (spawnSync("systemd-analyze", ["--version"]).status !== 0) return;
  const dir = mkdtempSync(path.join(tmpdir(), "guildforge-unit-"));
  try {
    const copy = path.join(dir, "guildforge@4601.service");
    writeFileSync(copy, readFileSync(unitFile, "utf8").replaceAll(unit.workingDirectory, repoRoot));
    const r = spawnSync("systemd-analyze", ["verify", "--man=no", copy], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`systemd-analyze verify ${unitFile}:\n${r.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
