import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { npmChromiumCacheDir, resolveChromium } from "./chromium-path.ts";

// Any file that exists stands in for a browser here: the choice is what is tested, not the launch
// (the e2e:npm-chromium stage launches the npm one).
const someFile = process.execPath;

describe("which Chromium the browser tests use", () => {
  it("CHROMIUM_PATH first, when it exists", async () => {
    const chosen = await resolveChromium({ CHROMIUM_PATH: someFile, CHROMIUM_SYSTEM_PATH: "/nonexistent" });
    expect(chosen).toMatchObject({ executablePath: someFile, source: "CHROMIUM_PATH" });
    expect(chosen.description).toContain("CHROMIUM_PATH");
  });

  it("a CHROMIUM_PATH that does not exist is an error, not a silent fallback", async () => {
    await expect(resolveChromium({ CHROMIUM_PATH: "/nonexistent/chromium" })).rejects.toThrow(
      "CHROMIUM_PATH is /nonexistent/chromium, which does not exist",
    );
  });

  it("the system Chromium when CHROMIUM_PATH is unset and it exists", async () => {
    const chosen = await resolveChromium({ CHROMIUM_SYSTEM_PATH: someFile });
    expect(chosen).toMatchObject({ executablePath: someFile, source: "system" });
  });

  it("the npm-shipped Chromium, unpacked into node_modules/.cache, when the system has none", async () => {
    const chosen = await resolveChromium({ CHROMIUM_SYSTEM_PATH: "/nonexistent/chromium" });
    expect(chosen.source).toBe("npm");
    expect(chosen.executablePath).toBe(path.join(npmChromiumCacheDir(), "chromium"));
    expect(statSync(chosen.executablePath).size).toBeGreaterThan(50_000_000);
    expect(chosen.description).toContain("/nonexistent/chromium is missing");
    // CHROMIUM_PATH=npm names the same one, whatever the system has.
    expect(await resolveChromium({ CHROMIUM_PATH: "npm", CHROMIUM_SYSTEM_PATH: someFile })).toMatchObject({
      executablePath: chosen.executablePath,
      source: "npm",
    });
    // No staging folder is left behind.
    expect(existsSync(`${npmChromiumCacheDir()}.unpacking-${process.pid}`)).toBe(false);
  }, 60_000);
});
