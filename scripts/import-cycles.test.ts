import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configLayerViolations, findImportCycles } from "./import-cycles.ts";

describe("import cycles", () => {
  it("the server, the contracts and the web app have none", async () => {
    const cycles = await findImportCycles(path.resolve(import.meta.dirname, ".."));
    expect(cycles.map((c) => c.join(" -> "))).toEqual([]);
  }, 60_000);

  it("finds a cycle made of a type-only import and a value import", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "cycles-"));
    try {
      await writeFile(
        path.join(dir, "app.ts"),
        'import { routes } from "./feature.ts";\nexport type Deps = { a: 1 };\n',
      );
      await writeFile(
        path.join(dir, "feature.ts"),
        'import type { Deps } from "./app.ts";\nexport const routes = 1;\n',
      );
      await writeFile(path.join(dir, "leaf.ts"), 'import { routes } from "./feature.ts";\nexport const x = routes;\n');
      const cycles = await findImportCycles(dir, ["."]);
      expect(cycles).toHaveLength(1);
      expect([...(cycles[0] ?? [])].sort()).toEqual(["app.ts", "feature.ts"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("config/ imports nothing outside config/ (platform and realtime read their settings from it)", () => {
    expect(configLayerViolations(path.resolve(import.meta.dirname, ".."))).toEqual([]);
  });
});
