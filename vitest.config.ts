import { fileURLToPath } from "node:url";
import { getConfig } from "@lingui/conf";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vitest/config";
import { excludedFiles } from "./apps/server/test/proxy-exclusions.ts";
import { viaProxy } from "./apps/server/test/proxy-mode.ts";
import { radixPresenceWithoutRerender } from "./apps/web/vite-plugins/radix-presence.ts";

/**
 * Integration files that spawn the real server on its embedded database (process-level checks:
 * graceful shutdown, PGlite durability, `npm run dev`). They never touch the test database, so
 * the PostgreSQL stage leaves them out instead of running the same thing twice.
 */
const embeddedOnly = [
  "apps/server/src/main.int.test.ts",
  "apps/server/src/dev.int.test.ts",
  "apps/server/src/realtime/realtime-sigterm.int.test.ts",
  "apps/server/src/db/pglite-durability.int.test.ts",
  "apps/server/src/platform/storage/s3-main.int.test.ts",
  "apps/server/src/platform/observability/tracing.int.test.ts",
];
/** Files that need the PostgreSQL driver itself (pg spans): the PGlite stage leaves them out. */
const postgresOnly = [
  "apps/server/src/platform/observability/tracing-pg.int.test.ts",
  "apps/server/src/db/pool-burst.int.test.ts",
];
const webLinguiConfig = fileURLToPath(new URL("./apps/web/lingui.config.ts", import.meta.url));
const webTestingLibrary = fileURLToPath(new URL("./apps/web/test/testing-library.tsx", import.meta.url));
// The same rule as apps/server/test/test-db.ts testDbKind().
const onPostgres =
  (process.env.TEST_DB?.trim() || (process.env.TEST_DATABASE_URL ? "postgres" : "pglite")) === "postgres";
/** TEST_VIA_PROXY=1: two instances behind nginx (apps/server/test/proxy-harness.ts, decision 455). */
const proxied = viaProxy();

/**
 * Projects:
 * - unit: pure tests beside the code (`*.test.ts[x]`), node or jsdom per file.
 * - int: HTTP + database integration (`*.int.test.ts`) on the database chosen by TEST_DB
 *   (`pglite`, the default, or `postgres` with TEST_DATABASE_URL). scripts/test.mjs runs both.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // The browser build's patch of a dependency (decision 490), so that components are tested
        // as they run: Vitest transforms that package instead of loading it as it is.
        // Lingui's macros compile as in the app's build (apps/web/vite.config.ts, docs/topics/i18n.md).
        plugins: [
          radixPresenceWithoutRerender(),
          babel({
            presets: [
              linguiTransformerBabelPreset(
                { linguiConfig: getConfig({ configPath: webLinguiConfig }) },
                { configPath: webLinguiConfig },
              ),
            ],
          }),
        ],
        resolve: {
          // Components render inside an English Lingui instance (apps/web/test/testing-library.tsx).
          alias: [{ find: /^@testing-library\/react$/, replacement: webTestingLibrary }],
        },
        test: {
          name: "unit",
          server: { deps: { inline: [/[\\/]node_modules[\\/](radix-ui|@radix-ui)[\\/]/] } },
          include: ["apps/**/*.test.{ts,tsx}", "packages/**/*.test.ts", "scripts/**/*.test.ts", "proof/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/*.int.test.ts", "**/build/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "int",
          include: ["apps/server/**/*.int.test.ts"],
          exclude: [
            "**/node_modules/**",
            ...(onPostgres ? embeddedOnly : postgresOnly),
            ...(proxied ? excludedFiles() : []),
          ],
          ...(proxied ? { setupFiles: ["apps/server/test/proxy-setup.ts"] } : {}),
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ["apps/server/test/global-setup.ts"],
          // Files share one worker process each (no fresh module graph per file) and two workers
          // run side by side: docs/decisions/040-test-runner-and-ci.md, "Integration speed".
          isolate: false,
          maxWorkers: 2,
        },
      },
    ],
  },
});
