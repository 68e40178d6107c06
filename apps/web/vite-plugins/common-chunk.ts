import type { Plugin } from "vite";

/** The app's own code outside the route modules (routes stay entries, as React Router expects). */
const appCode = /[\\/](apps[\\/]web[\\/]app[\\/](components|features|lib|content)|packages[\\/]contracts[\\/]src)[\\/]/;
/** Import and re-export statements, and comments: what is left of a barrel without them is nothing. */
const reexports = [
  /\/\*[\s\S]*?\*\//g,
  /\/\/[^\n]*/g,
  /["']use strict["'];?/g,
  /import\s*(?:[\w$*{}\s,]+from\s*)?["'][^"']+["'];?/g,
  /export\s*\*\s*(?:as\s+[\w$]+\s*)?from\s*["'][^"']+["'];?/g,
  /export\s*\{[^}]*\}\s*(?:from\s*["'][^"']+["'])?;?/g,
];
/**
 * A barrel (the UI kit's index.ts, radix-ui, lucide-react) re-exports modules a chunk may not use:
 * the bundle keeps only what is imported through it, so what it re-exports is not loaded with it.
 */
export function isBarrel(code: string): boolean {
  return reexports.reduce((rest, statement) => rest.replace(statement, ""), code).trim() === "";
}
/** Lucide's barrel: its icons are not loaded with it, but the helpers every icon calls are. */
const iconBarrel = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const lucide = /[\\/]node_modules[\\/]lucide-react[\\/]/;
/** One file per icon: a few hundred bytes each, shared by many routes. */
const icon = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** The chunk's name: the code-splitting group that uses `test` must be given it. */
export const commonChunkName = "common";

export type CommonChunkOptions = {
  /** Largest module (transformed source, bytes) taken in: larger ones are worth their own request. */
  maxModuleBytes: number;
  /** Modules that are already in a chunk every page loads (the framework and shell groups). */
  everyPage: (id: string) => boolean;
};

type Parsed = { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };

/**
 * The client's "common" chunk (decision 492): the small modules several routes share (UI
 * components, helpers, option lists, icons) in one file instead of ~45 files of 50-1,000 bytes
 * each, so that a class page requests ~20 scripts instead of ~60 (on a phone every request and
 * every module's compile is a task of its own). A module is taken only if it is small, not
 * dynamically imported (lazy stays lazy), not loaded by every page already, and everything it
 * imports is either taken too or loaded by every page (the shell's closure, the framework): the
 * chunk never pulls in a library such as Radix or zod, and it never imports a route chunk, so
 * there is no cycle. `test` is asked once the graph is complete.
 */
export function commonChunk(options: CommonChunkOptions): { plugin: Plugin; test: (id: string) => boolean } {
  const modules = new Map<string, Parsed>();
  let common: Set<string> | undefined;
  const plugin: Plugin = {
    name: "guildforge:common-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_output, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || chunk.name !== commonChunkName) continue;
        const library = Object.keys(chunk.modules).find((id) => id.includes("node_modules") && !lucide.test(id));
        if (library)
          this.error(`commonChunk: ${library} was pulled into the common chunk; see vite-plugins/common-chunk.ts`);
      }
    },
    moduleParsed(info) {
      modules.set(info.id, {
        code: info.code,
        importedIds: info.importedIds,
        dynamicallyImportedIds: info.dynamicallyImportedIds,
      });
    },
  };
  /**
   * What the every-page groups hold: their modules and, as Rolldown adds them, their dependencies.
   * A barrel is not followed, and is not counted as loaded either: which of its modules an importer
   * uses is not known here (Lucide's barrel is: its icons are taken in or not on their own).
   */
  const loadedOnEveryPage = (): Set<string> => {
    const found = new Set<string>();
    const stack = [...modules.keys()].filter(options.everyPage);
    if (stack.length === 0) throw new Error("commonChunk: no module is loaded on every page; check everyPage");
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (found.has(id)) continue;
      const { code, importedIds = [] } = modules.get(id) ?? {};
      if (iconBarrel.test(id)) {
        found.add(id);
        stack.push(...importedIds.filter((dep) => !icon.test(dep)));
      } else if (code == null || !isBarrel(code)) {
        found.add(id);
        stack.push(...importedIds);
      }
    }
    return found;
  };
  const build = (): Set<string> => {
    const everyPage = loadedOnEveryPage();
    const lazy = new Set([...modules.values()].flatMap((m) => m.dynamicallyImportedIds));
    const loaded = (id: string) => everyPage.has(id);
    const taken = new Set<string>();
    for (const [id, m] of modules) {
      if (loaded(id) || lazy.has(id) || m.code === null || m.code.length > options.maxModuleBytes) continue;
      if ((appCode.test(id) && !id.includes("node_modules")) || icon.test(id)) taken.add(id);
    }
    for (let changed = true; changed; ) {
      changed = false;
      for (const id of taken) {
        const deps = modules.get(id)?.importedIds ?? [];
        if (deps.every((dep) => taken.has(dep) || loaded(dep))) continue;
        taken.delete(id);
        changed = true;
      }
    }
    return taken;
  };
  const test = (id: string): boolean => {
    common ??= build();
    return common.has(id);
  };
  return { plugin, test };
}
