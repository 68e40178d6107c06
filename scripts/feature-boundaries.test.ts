import path from "node:path";
import { describe, expect, it } from "vitest";
import { featureOf, findViolations, importsOf, violationsIn } from "./feature-boundaries.ts";

const web = "apps/web/app/features";
const server = "apps/server/src/modules";

describe("feature boundaries", () => {
  it("no feature imports another feature's folder", () => {
    const found = findViolations(path.resolve(import.meta.dirname, ".."));
    const readable = found.map((v) => `${v.file}:${v.line} imports ${v.specifier} (${v.imported})`);
    expect(readable).toEqual([]);
  });

  it("finds the imports and re-exports of a source text", () => {
    const src = [
      'import { a } from "./a.ts";',
      'import type { B } from "../b/b.ts";',
      'export { c } from "./c.ts";',
      'import "./side-effect.css";',
      'const d = await import("../d/d.ts");',
    ].join("\n");
    expect(importsOf(src)).toEqual([
      { specifier: "./a.ts", line: 1 },
      { specifier: "../b/b.ts", line: 2 },
      { specifier: "./c.ts", line: 3 },
      { specifier: "./side-effect.css", line: 4 },
      { specifier: "../d/d.ts", line: 5 },
    ]);
  });

  it.each([
    [`${web}/classes/api/get-class.ts`, `${web}/classes`],
    [`${server}/venues/venues.routes.ts`, `${server}/venues`],
    [`${server}/catalog.routes.ts`, undefined],
    ["apps/web/app/routes/home.tsx", undefined],
    ["apps/web/app/components/ui/button.tsx", undefined],
  ])("%s belongs to %s", (file, feature) => {
    expect(featureOf(file)).toBe(feature);
  });

  it.each([
    // [file, import, is it a violation?]
    [`${web}/classes/components/card.tsx`, "../../venues/components/forge-card.tsx", true],
    [`${web}/classes/card.tsx`, "../venues/api/get-venue.ts", true],
    [`${server}/classes/classes.service.ts`, "../applications/seats.ts", true],
    [`${web}/classes/components/card.tsx`, "../api/get-class.ts", false],
    [`${web}/classes/components/card.tsx`, "../../../components/ui/index.ts", false],
    [`${web}/classes/components/card.tsx`, "../../../lib/api/client.ts", false],
    [`${server}/classes/classes.service.ts`, "../../platform/errors.ts", false],
    [`${server}/classes/classes.service.ts`, "@guildforge/contracts", false],
    [`${server}/classes/classes.int.test.ts`, "../applications/testing.ts", false],
    [`${server}/applications/testing.ts`, "../classes/classes.test-helpers.ts", false],
  ])("%s importing %s: violation %s", (file, specifier, expected) => {
    expect(violationsIn(file, `import x from "${specifier}";`).length > 0).toBe(expected);
  });
});
