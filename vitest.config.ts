import { defineConfig } from "vitest/config";

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
        test: {
          name: "unit",
          include: ["apps/**/*.test.{ts,tsx}", "packages/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/*.int.test.ts", "**/build/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "int",
          include: ["apps/server/**/*.int.test.ts"],
          exclude: ["**/node_modules/**"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ["apps/server/test/global-setup.ts"],
        },
      },
    ],
  },
});
