// Which Chromium the browser tests drive (docs/decisions/250-browser-and-postgres-from-npm.md):
// CHROMIUM_PATH when set ("npm" names the npm-shipped one), else the system's /usr/bin/chromium
// (CHROMIUM_SYSTEM_PATH overrides where that is looked for), else the Chromium inside the
// @sparticuz/chromium devDependency, unpacked once into node_modules/.cache.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export type ChromiumSource = "CHROMIUM_PATH" | "system" | "npm";
export interface ResolvedChromium {
  executablePath: string;
  source: ChromiumSource;
  /** One line for the log: which browser runs and why. */
  description: string;
}
type Env = Record<string, string | undefined>;

const root = path.resolve(import.meta.dirname, "..");
export const defaultSystemChromium = "/usr/bin/chromium";

/**
 * Flags for every Chromium the tests launch (system or npm). The npm package's own
 * `chromium.args` are for serverless sandboxes: --single-process, --disable-web-security and
 * --allow-running-insecure-content would change what the tests check (CSP, CORS, isolation), and
 * Playwright launches the npm build with the flags below as it is.
 */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** The folder the npm Chromium is unpacked into, per package version. */
export function npmChromiumCacheDir(version = npmChromiumVersion()): string {
  return path.join(root, "node_modules", ".cache", "guildforge-chromium", version);
}

function npmChromiumVersion(): string {
  const require = createRequire(path.join(root, "package.json"));
  let entry: string; // build/index.js: the package exports no package.json
  try {
    entry = require.resolve("@sparticuz/chromium");
  } catch {
    throw new Error(
      "No Chromium: /usr/bin/chromium is missing and the @sparticuz/chromium devDependency is not installed. " +
        "Run `npm install`, or install a system Chromium (apt-get install -y chromium), or set CHROMIUM_PATH.",
    );
  }
  const manifest = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/**
 * The npm-shipped Chromium's executable, unpacked on first use. The package unpacks into
 * os.tmpdir(); TMPDIR points it at a staging folder that is renamed into place when complete, so
 * an interrupted unpack is never mistaken for a finished one and two runs never share a half.
 */
export async function npmChromiumPath(): Promise<string> {
  const dir = npmChromiumCacheDir();
  const executable = path.join(dir, "chromium");
  if (existsSync(executable)) return executable;
  const staging = `${dir}.unpacking-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const savedTmp = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const { default: chromium } = await import("@sparticuz/chromium");
    const unpacked = await chromium.executablePath();
    if (path.dirname(unpacked) !== staging) throw new Error(`@sparticuz/chromium unpacked to ${unpacked}`);
  } finally {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
  }
  try {
    renameSync(staging, dir);
  } catch (e) {
    // Another run finished first: keep its folder.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(executable)) throw e;
  }
  return executable;
}

/** CHROMIUM_PATH, else the system Chromium, else the npm one. */
export async function resolveChromium(env: Env = process.env): Promise<ResolvedChromium> {
  const chosen = env.CHROMIUM_PATH?.trim();
  if (chosen === "npm") {
    const executablePath = await npmChromiumPath();
    return { executablePath, source: "npm", description: npmDescription(executablePath, "CHROMIUM_PATH=npm") };
  }
  if (chosen) {
    if (!existsSync(chosen))
      throw new Error(`CHROMIUM_PATH is ${chosen}, which does not exist. Unset it to use /usr/bin/chromium or npm's.`);
    return { executablePath: chosen, source: "CHROMIUM_PATH", description: `Chromium: ${chosen} (CHROMIUM_PATH)` };
  }
  const system = env.CHROMIUM_SYSTEM_PATH?.trim() || defaultSystemChromium;
  if (existsSync(system))
    return { executablePath: system, source: "system", description: `Chromium: ${system} (system)` };
  const executablePath = await npmChromiumPath();
  return { executablePath, source: "npm", description: npmDescription(executablePath, `${system} is missing`) };
}

function npmDescription(executablePath: string, why: string): string {
  return `Chromium: ${executablePath} (npm @sparticuz/chromium ${npmChromiumVersion()}; ${why})`;
}
