import { describe, expect, it } from "vitest";
import { shellChunk } from "./shell-chunk";

const app = "/repo/apps/web/app";
type Parsed = (info: { id: string; importedIds: readonly string[] }) => void;

function graph(edges: Record<string, string[]>) {
  const { plugin, test } = shellChunk();
  for (const [id, importedIds] of Object.entries(edges))
    (plugin.moduleParsed as unknown as Parsed)({ id, importedIds });
  return test;
}

describe("shellChunk (decision 471)", () => {
  it("takes what the entry, the root and the default layout import statically, not the roots themselves", () => {
    const test = graph({
      [`${app}/entry.client.tsx`]: [`${app}/lib/nonce.tsx`],
      [`${app}/root.tsx`]: [`${app}/lib/api/api-client.ts`, "/repo/node_modules/react/index.js"],
      [`${app}/routes/layouts/default.tsx`]: [
        `${app}/components/layout/site-header.tsx`,
        `${app}/components/ui/index.ts`,
      ],
      [`${app}/components/layout/site-header.tsx`]: [
        `${app}/components/ui/button.tsx`,
        "/repo/node_modules/lucide-react/dist/esm/lucide-react.mjs",
      ],
      [`${app}/components/ui/index.ts`]: [`${app}/components/ui/select.tsx`],
      [`${app}/routes/home.tsx`]: [`${app}/features/home/upcoming-strip.tsx`],
    });
    expect(test(`${app}/lib/nonce.tsx`)).toBe(true);
    expect(test(`${app}/lib/api/api-client.ts`)).toBe(true);
    expect(test(`${app}/components/layout/site-header.tsx`)).toBe(true);
    expect(test(`${app}/components/ui/button.tsx`)).toBe(true);
    // Roots stay route modules; node_modules, barrels and what only other routes import stay out.
    expect(test(`${app}/root.tsx`)).toBe(false);
    expect(test("/repo/node_modules/react/index.js")).toBe(false);
    expect(test(`${app}/components/ui/index.ts`)).toBe(false);
    expect(test(`${app}/components/ui/select.tsx`)).toBe(false);
    expect(test(`${app}/features/home/upcoming-strip.tsx`)).toBe(false);
  });

  it("fails the build when a root is missing, instead of silently splitting as before", () => {
    const test = graph({ [`${app}/root.tsx`]: [] });
    expect(() => test(`${app}/root.tsx`)).toThrow(/found 1 of the 3 shell roots/);
  });

  it("gives another app built with the same config (the bundle bench's baseline) no shell", () => {
    const other = "/repo/bench/bundle-baseline/app";
    const test = graph({ [`${other}/root.tsx`]: [`${other}/routes/home.tsx`], [`${other}/routes/home.tsx`]: [] });
    expect(test(`${other}/routes/home.tsx`)).toBe(false);
  });
});
