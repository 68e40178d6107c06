import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { ConfigError } from "./env.ts";

/** The least a production configuration needs besides APP_KEY (real-time credentials). */
const productionBase = {
  NODE_ENV: "production",
  PUSHER_APP_ID: "guildforge",
  PUSHER_APP_KEY: "guildforge-key",
  PUSHER_APP_SECRET: "s".repeat(24),
};
const mainFile = fileURLToPath(new URL("../main.ts", import.meta.url));
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-config-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("has working defaults", () => {
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({
      port: 3000,
      dataDir,
      appUrl: "http://localhost:3000",
      databaseUrl: undefined,
      redisUrl: undefined,
      seed: "demo",
      rateLimits: true,
      logLevel: "info",
      isProduction: false,
    });
  });

  it.each([
    [{}, "localhost"],
    [{ NODE_ENV: "test" }, "localhost"],
    [{ ...productionBase, APP_KEY: "k".repeat(32) }, "0.0.0.0"],
    [{ HOST: "0.0.0.0" }, "0.0.0.0"],
    [{ ...productionBase, APP_KEY: "k".repeat(32), HOST: "10.0.0.5" }, "10.0.0.5"],
  ])("listens on a safe interface by default: %j -> %s", (env, host) => {
    expect(loadConfig({ DATA_DIR: dataDir, ...env }).host).toBe(host);
  });

  it.each([
    [{}, true],
    [{ API_DOCS: "off" }, false],
    [{ ...productionBase, APP_KEY: "k".repeat(32) }, false],
    [{ ...productionBase, APP_KEY: "k".repeat(32), API_DOCS: "public" }, true],
  ])("serves the API reference by default outside production only: %j -> %s", (env, on) => {
    expect(loadConfig({ DATA_DIR: dataDir, ...env }).apiDocs).toBe(on);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["NODE_ENV", "staging"],
    ["DATABASE_URL", "mysql://db/x"],
    ["DATABASE_URL", "not a url"],
    ["REDIS_URL", "http://cache"],
    ["APP_URL", "localhost"],
    ["APP_KEY", "short"],
    ["SEED", "everything"],
    ["RATE_LIMITS", "yes"],
    ["API_DOCS", "admin"],
    ["LOG_LEVEL", "loud"],
    ["SENTRY_DSN", "nope"],
    ["STORAGE_DRIVER", "ftp"],
    ["PAYMENTS_DRIVER", "stripe"],
    ["STORAGE_S3_BUCKET", "Not_A_Bucket"],
    ["STORAGE_S3_REGION", "US East"],
    ["STORAGE_S3_ENDPOINT", "minio:9000"],
    ["STORAGE_S3_ENDPOINT", "ftp://minio:9000"],
    ["STORAGE_S3_FORCE_PATH_STYLE", "yes"],
    ["STORAGE_S3_PREFIX", "/abs"],
    ["STORAGE_S3_PREFIX", "a/../b"],
    ["STORAGE_S3_PREFIX", "a//b"],
    ["STORAGE_S3_PREFIX", "sp ace"],
  ])("names %s=%s in the error", (name, value) => {
    const e = configError({ [name]: value });
    expect(e.message).toMatch(new RegExp(`^\\s+${name}: `, "m"));
  });

  it("names every bad variable at once", () => {
    const e = configError({ PORT: "abc", SEED: "all", LOG_LEVEL: "loud" });
    for (const name of ["PORT", "SEED", "LOG_LEVEL"]) expect(e.message).toContain(`${name}:`);
  });

  it("generates APP_KEY into DATA_DIR/secrets.json and keeps it across loads", () => {
    const first = loadConfig({ DATA_DIR: dataDir }).appKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const saved = JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8"));
    expect(saved.APP_KEY).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).appKey).toBe(first);
  });

  it("uses an APP_KEY given in the environment", () => {
    const key = "k".repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, APP_KEY: key }).appKey).toBe(key);
  });

  it("requires APP_KEY when NODE_ENV=production", () => {
    expect(configError(productionBase).message).toContain("APP_KEY: required when NODE_ENV=production");
    const c = loadConfig({ DATA_DIR: dataDir, ...productionBase, APP_KEY: "p".repeat(32) });
    expect(c.isProduction).toBe(true);
  });

  it.each([
    [{}, "demo"],
    [{ DATABASE_URL: "postgres://u@h/db" }, "none"],
    [{ ...productionBase, APP_KEY: "p".repeat(32) }, "none"],
    [{ ...productionBase, APP_KEY: "p".repeat(32), SEED: "demo" }, "demo"],
    [{ DATABASE_URL: "postgres://u@h/db", SEED: "demo" }, "demo"],
    [{ SEED: "none" }, "none"],
  ] as const)("SEED for %o is %s", (env, seed) => {
    expect(loadConfig({ DATA_DIR: dataDir, ...env }).seed).toBe(seed);
  });

  it("RATE_LIMITS=off turns rate limits off", () => {
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMITS: "off" }).rateLimits).toBe(false);
  });

  it("stores uploads locally under DATA_DIR/uploads by default", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ driver: "local", root: path.join(dataDir, "uploads") });
  });

  it("reads the s3 driver's settings, with region us-east-1, virtual-hosted style and no prefix by default", () => {
    expect(
      loadConfig({ DATA_DIR: dataDir, STORAGE_DRIVER: "s3", STORAGE_S3_BUCKET: "guildforge-uploads" }).storage,
    ).toEqual({
      driver: "s3",
      bucket: "guildforge-uploads",
      region: "us-east-1",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: "",
    });
    const minio = loadConfig({
      DATA_DIR: dataDir,
      STORAGE_DRIVER: "s3",
      STORAGE_S3_BUCKET: "forge.files",
      STORAGE_S3_REGION: "auto",
      STORAGE_S3_ENDPOINT: "http://127.0.0.1:9000",
      STORAGE_S3_ACCESS_KEY_ID: "minio",
      STORAGE_S3_SECRET_ACCESS_KEY: "minio-secret",
      STORAGE_S3_FORCE_PATH_STYLE: "true",
      STORAGE_S3_PREFIX: "guildforge/prod/",
    }).storage;
    expect(minio).toEqual({
      driver: "s3",
      bucket: "forge.files",
      region: "auto",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
      forcePathStyle: true,
      prefix: "guildforge/prod/",
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, STORAGE_DRIVER: "s3", STORAGE_S3_BUCKET: "abc", STORAGE_S3_PREFIX: "tenant" })
        .storage,
    ).toMatchObject({ prefix: "tenant/" });
  });

  it("takes payments by the manual driver unless told otherwise, and names the drivers there are when refusing one", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).payments).toEqual({ driver: "manual" });
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENTS_DRIVER: "manual" }).payments).toEqual({ driver: "manual" });
    for (const value of ["stripe", "fake"]) {
      expect(configError({ PAYMENTS_DRIVER: value }).message).toMatch(
        /^\s+PAYMENTS_DRIVER: must be one of: manual \(the payments drivers this version has\)$/m,
      );
    }
  });

  it("requires STORAGE_S3_BUCKET with STORAGE_DRIVER=s3, and both halves of an access key or neither", () => {
    expect(configError({ STORAGE_DRIVER: "s3" }).message).toMatch(
      /^\s+STORAGE_S3_BUCKET: required when STORAGE_DRIVER=s3$/m,
    );
    const base = { STORAGE_DRIVER: "s3", STORAGE_S3_BUCKET: "abc" };
    expect(configError({ ...base, STORAGE_S3_ACCESS_KEY_ID: "id" }).message).toMatch(
      /^\s+STORAGE_S3_SECRET_ACCESS_KEY: /m,
    );
    expect(configError({ ...base, STORAGE_S3_SECRET_ACCESS_KEY: "secret" }).message).toMatch(
      /^\s+STORAGE_S3_ACCESS_KEY_ID: /m,
    );
    // The bucket settings are ignored (not required) with the local driver.
    expect(loadConfig({ DATA_DIR: dataDir, STORAGE_S3_REGION: "eu-west-1" }).storage.driver).toBe("local");
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "", SEED: "" })).toMatchObject({ port: 3000, seed: "demo" });
  });
});

describe("main.ts with a bad configuration", () => {
  // Loading main.ts's imports took over 20 s once with the machine's two cores busy: room to spare.
  it("prints the error naming the variable and exits non-zero", { timeout: 90_000 }, () => {
    const r = spawnSync(process.execPath, [mainFile], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: "abc" },
      encoding: "utf8",
      timeout: 75_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.status).not.toBeNull();
    expect(r.stderr).toMatch(/^\s+PORT: /m);
  });
});
