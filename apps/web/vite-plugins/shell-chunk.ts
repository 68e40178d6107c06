import type { Plugin } from "vite";

/** The modules whose static imports make the shell: the client entry, the root route, the default layout. */
const roots = [
  /[\\/]apps[\\/]web[\\/]app[\\/]entry\.client\.tsx$/,
  /[\\/]apps[\\/]web[\\/]app[\\/]root\.tsx$/,
  /[\\/]apps[\\/]web[\\/]app[\\/]routes[\\/]layouts[\\/]default\.tsx$/,
];
/** This app's own modules. */
const webApp = /[\\/]apps[\\/]web[\\/]app[\\/]/;
/** Barrels re-export modules the shell may not use: following them would pull every component in. */
const barrel = /[\\/]index\.tsx?$/;

/**
 * The client's "shell" chunk (decision 471): the app's own modules that every default-layout page
 * runs, i.e. what the client entry, the root route and the default layout import statically (not
 * through barrels, not node_modules, not dynamic imports), in one file instead of ~30 files of a
 * few hundred bytes each. Lighthouse's simulation (and a slow phone on HTTP/1.1, 6 connections per
 * origin) pays a round trip for each. The roots themselves stay route modules, as React Router
 * expects. `plugin` records the module graph as Rolldown parses it; `test` is the code-splitting
 * group's test, asked only once the graph is complete.
 */
export function shellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let shell: Set<string> | undefined;
  const plugin: Plugin = {
    name: "guildforge:shell-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const build = (): Set<string> => {
    const found = new Set<string>();
    const stack = [...imports.keys()].filter((id) => roots.some((r) => r.test(id)));
    // Another app built with this config (bench/bundle-baseline) has no shell.
    if (![...imports.keys()].some((id) => webApp.test(id))) return found;
    if (stack.length !== roots.length) {
      throw new Error(
        `shellChunk: found ${stack.length} of the ${roots.length} shell roots; update vite-plugins/shell-chunk.ts`,
      );
    }
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (found.has(id)) continue;
      found.add(id);
      for (const dep of imports.get(id) ?? []) {
        if (!dep.includes("node_modules") && !barrel.test(dep)) stack.push(dep);
      }
    }
    for (const id of found) if (roots.some((r) => r.test(id))) found.delete(id);
    return found;
  };
  const test = (id: string): boolean => {
    shell ??= build();
    return shell.has(id);
  };
  return { plugin, test };
}
