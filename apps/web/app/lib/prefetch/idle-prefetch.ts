import { PREFETCH_CONCURRENCY } from "../constants";
import { onIdle } from "./idle";
import { preloadModule } from "./preload-module";
import { moduleUrlsForPath, type RouteManifest } from "./route-modules";
import { createTaskQueue } from "./task-queue";

declare global {
  interface Window {
    __reactRouterManifest?: RouteManifest;
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

export interface IdlePrefetchOptions {
  manifest?: () => RouteManifest | undefined;
  loadedModules?: () => Record<string, unknown> | undefined;
  preload?: (url: string) => Promise<void>;
  idle?: (callback: () => void) => () => void;
  concurrency?: number;
}

function saveData(): boolean {
  const nav = globalThis.navigator as (Navigator & { connection?: { saveData?: boolean } }) | undefined;
  return nav?.connection?.saveData === true;
}

/**
 * When the browser is idle, preloads the route modules of the likely next `paths`, about 5 at a
 * time (docs/product.md#constants). Skipped when the user asked to save data. Returns a cancel function.
 */
export function startIdlePrefetch(paths: readonly string[], options: IdlePrefetchOptions = {}): () => void {
  if (typeof window === "undefined" || saveData()) return () => {};
  const manifest = options.manifest ?? (() => window.__reactRouterManifest);
  const loaded = options.loadedModules ?? (() => window.__reactRouterRouteModules);
  const preload = options.preload ?? ((url: string) => preloadModule(url));
  const queue = createTaskQueue(options.concurrency ?? PREFETCH_CONCURRENCY);
  let cancelled = false;

  const cancelIdle = (options.idle ?? onIdle)(() => {
    const current = manifest();
    if (cancelled || !current) return;
    const urls = new Set(paths.flatMap((path) => moduleUrlsForPath(current, path, loaded() ?? {})));
    for (const url of urls) void queue.add(() => (cancelled ? Promise.resolve() : preload(url)));
  });

  return () => {
    cancelled = true;
    cancelIdle();
  };
}
