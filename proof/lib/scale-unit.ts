// Reads deploy/systemd/guildforge@.service and environment files of its format, so the scale
// proof starts each instance with the unit's own ExecStart and Environment lines (issue 23).
import { readFileSync } from "node:fs";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");
export const unitFile = path.join(repoRoot, "deploy/systemd/guildforge@.service");

export interface ServiceUnit {
  workingDirectory: string;
  environmentFile: string;
  /** Environment= lines, `%i` still in them. */
  environment: Array<[string, string]>;
  /** ExecStart split on spaces (the unit uses no quoting). */
  execStart: string[];
  killSignal: string;
  restart: string;
  after: string[];
}

/** The [Service] and [Unit] keys the deployment relies on; throws naming a missing one. */
export function readServiceUnit(file = unitFile): ServiceUnit {
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#") && !l.startsWith("["));
  const all = (key: string) => lines.filter((l) => l.startsWith(`${key}=`)).map((l) => l.slice(key.length + 1));
  const one = (key: string) => {
    const found = all(key);
    if (found.length !== 1) throw new Error(`${file}: expected one ${key}= line, found ${found.length}`);
    return found[0] as string;
  };
  return {
    workingDirectory: one("WorkingDirectory"),
    environmentFile: one("EnvironmentFile"),
    environment: all("Environment").map((l) => {
      const at = l.indexOf("=");
      return [l.slice(0, at), l.slice(at + 1)] as [string, string];
    }),
    execStart: one("ExecStart").split(/\s+/),
    killSignal: one("KillSignal"),
    restart: one("Restart"),
    after: one("After").split(/\s+/),
  };
}

/** Parses systemd's EnvironmentFile format (KEY=value lines, # comments). */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const at = line.indexOf("=");
    if (at < 1) throw new Error(`not KEY=value: ${line}`);
    env[line.slice(0, at)] = line.slice(at + 1);
  }
  return env;
}

/** Writes systemd's EnvironmentFile format. */
export function formatEnvironmentFile(env: Record<string, string>): string {
  return `${Object.entries(env)
    .map(([k, v]) => `${k}=${v}`)
    .join("\n")}\n`;
}

/**
 * The command and environment the unit runs for instance `port`, with the operator's install
 * folder mapped to this checkout and the state folder to `dataDir`.
 */
export function instanceCommand(unit: ServiceUnit, port: number, envFile: Record<string, string>, dataDir: string) {
  const local = (p: string) =>
    p.startsWith(unit.workingDirectory) ? repoRoot + p.slice(unit.workingDirectory.length) : p;
  const env: Record<string, string> = { ...envFile };
  for (const [k, v] of unit.environment) env[k] = v.replaceAll("%i", String(port));
  if (!env.DATA_DIR?.startsWith("/var/lib/guildforge/"))
    throw new Error("the unit's DATA_DIR moved; update scale-unit.ts");
  env.DATA_DIR = dataDir;
  const [command, ...args] = unit.execStart.map(local);
  return { command: command as string, args, cwd: repoRoot, env };
}
