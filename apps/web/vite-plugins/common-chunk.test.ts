import { describe, expect, it } from "vitest";
import { commonChunk, commonChunkName, isBarrel } from "./common-chunk";

const app = "/repo/apps/web/app";
const nm = "/repo/node_modules";
const lucide = `${nm}/lucide-react/dist/esm`;
type Module = { code?: string; imports?: string[]; lazy?: string[] };
type Parsed = (info: {
  id: string;
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}) => void;

const code = "export const x = 1;";

function graph(modules: Record<string, Module>, everyPage: (id: string) => boolean) {
  const { plugin, test } = commonChunk({ maxModuleBytes: 100, everyPage });
  for (const [id, m] of Object.entries(modules)) {
    (plugin.moduleParsed as unknown as Parsed)({
      id,
      code: m.code ?? code,
      importedIds: m.imports ?? [],
      dynamicallyImportedIds: m.lazy ?? [],
    });
  }
  return { plugin, test };
}

describe("commonChunk (decision 492)", () => {
  const shell = `${app}/components/layout/site-header.tsx`;
  const modules: Record<string, Module> = {
    [shell]: { imports: [`${lucide}/lucide-react.mjs`, `${app}/components/ui/index.ts`] },
    [`${lucide}/lucide-react.mjs`]: {
      code: 'export { default as Pencil } from "./icons/pencil.mjs";\nexport { default as createLucideIcon } from "./createLucideIcon.mjs";',
      imports: [`${lucide}/icons/pencil.mjs`, `${lucide}/createLucideIcon.mjs`],
    },
    [`${lucide}/icons/pencil.mjs`]: { imports: [`${lucide}/createLucideIcon.mjs`] },
    [`${lucide}/createLucideIcon.mjs`]: {},
    [`${app}/components/ui/index.ts`]: {
      code: 'export { Badge } from "./badge";\nexport { Dialog } from "./dialog";',
      imports: [`${app}/components/ui/badge.tsx`, `${app}/components/ui/dialog.tsx`],
    },
    [`${app}/components/ui/badge.tsx`]: { imports: [`${app}/lib/cx.ts`] },
    [`${app}/lib/cx.ts`]: {},
    [`${app}/components/ui/dialog.tsx`]: { imports: [`${nm}/radix-ui/dist/index.mjs`] },
    [`${nm}/radix-ui/dist/index.mjs`]: { code: 'export * as Dialog from "@radix-ui/react-dialog";' },
    [`${app}/features/classes/status.tsx`]: { imports: [`${lucide}/lucide-react.mjs`, `${app}/lib/cx.ts`] },
    [`${app}/features/classes/confirm.tsx`]: { imports: [`${app}/components/ui/index.ts`] },
    [`${app}/features/classes/big.tsx`]: { code: "x".repeat(101) },
    [`${app}/features/map/lazy-map.tsx`]: {},
    [`${app}/routes/class.tsx`]: {
      imports: [`${app}/features/classes/status.tsx`],
      lazy: [`${app}/features/map/lazy-map.tsx`],
    },
  };
  const { test } = graph(modules, (id) => id === shell);

  it("takes small app modules and icons whose imports are taken too or loaded on every page", () => {
    expect(test(`${app}/features/classes/status.tsx`)).toBe(true);
    expect(test(`${app}/components/ui/badge.tsx`)).toBe(true);
    expect(test(`${app}/lib/cx.ts`)).toBe(true);
    expect(test(`${lucide}/icons/pencil.mjs`)).toBe(true);
  });

  it("leaves out what would pull a library in, what imports through a barrel it cannot follow, big, lazy and route modules", () => {
    expect(test(`${app}/components/ui/dialog.tsx`)).toBe(false); // imports Radix
    expect(test(`${app}/components/ui/index.ts`)).toBe(false); // re-exports the dialog
    expect(test(`${app}/features/classes/confirm.tsx`)).toBe(false); // imports through that barrel
    expect(test(`${app}/features/classes/big.tsx`)).toBe(false);
    expect(test(`${app}/features/map/lazy-map.tsx`)).toBe(false);
    expect(test(`${app}/routes/class.tsx`)).toBe(false);
    expect(test(shell)).toBe(false); // already in a chunk every page loads
    expect(test(`${lucide}/createLucideIcon.mjs`)).toBe(false);
  });

  it("fails the build when a library ends up in the common chunk anyway", () => {
    const { plugin } = graph({}, () => false);
    const error = (message: string) => {
      throw new Error(message);
    };
    const generate = plugin.generateBundle as unknown as (
      this: { error: typeof error },
      options: unknown,
      bundle: Record<string, unknown>,
    ) => void;
    const chunk = (ids: string[]) => ({
      type: "chunk",
      name: commonChunkName,
      modules: Object.fromEntries(ids.map((id) => [id, {}])),
    });
    expect(() =>
      generate.call({ error }, {}, { a: chunk([`${app}/lib/cx.ts`, `${lucide}/icons/pencil.mjs`]) }),
    ).not.toThrow();
    expect(() => generate.call({ error }, {}, { a: chunk([`${nm}/@radix-ui/react-dialog/dist/index.mjs`]) })).toThrow(
      /react-dialog.*pulled into the common chunk/,
    );
  });

  it("knows a barrel from a module with code of its own", () => {
    expect(
      isBarrel('"use strict";\n/** licence */\nimport * as A from "a";\nexport { A };\nexport * from "./b";'),
    ).toBe(true);
    expect(isBarrel('export { Badge } from "./badge";\nexport { Button, buttonClasses } from "./button";')).toBe(true);
    expect(isBarrel('import { x } from "./x";\nexport const y = x + 1;')).toBe(false);
  });
});
