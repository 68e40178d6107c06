import { PREFETCH_CONCURRENCY } from "../constants";
import { afterPageSettled, onIdle } from "./idle";
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
  /** When the first step may wait for idle; defaults to a few seconds after the page's `load`. */
  settled?: (callback: () => void) => () => void;
  concurrency?: number;
}

function saveData(): boolean {
  const nav = globalThis.navigator as (Navigator & { connection?: { saveData?: boolean } }) | undefined;
  return nav?.connection?.saveData === true;
}

/**
 * When the browser is idle, preloads the route modules of the likely next `paths`, about 5 at a
 * time (docs/product.md#constants). It starts once the page has settled (`afterPageSettled`: its
 * load, then 3 s, decision 491), not while the page itself still loads and hydrates. Skipped when
 * the user asked to save data. Each step (matching one path against the manifest, starting one
 * preload) waits for an idle period of its own (decision 490): all of them in one idle callback
 * made a 25-30 ms task on a slow phone, longer than the idle period it was given. Returns a cancel
 * function.
 */
export function startIdlePrefetch(paths: readonly string[], options: IdlePrefetchOptions = {}): () => void {
  if (typeof window === "undefined" || saveData()) return () => {};
  const manifest = options.manifest ?? (() => window.__reactRouterManifest);
  const loaded = options.loadedModules ?? (() => window.__reactRouterRouteModules);
  const preload = options.preload ?? ((url: string) => preloadModule(url));
  const idle = options.idle ?? onIdle;
  const settled = options.settled ?? ((callback: () => void) => afterPageSettled(callback));
  const queue = createTaskQueue(options.concurrency ?? PREFETCH_CONCURRENCY);
  const seen = new Set<string>();
  const steps: (() => void)[] = [];
  let cancelled = false;
  let cancelIdle = () => {};

  const next = () => {
    cancelIdle = idle(() => {
      if (cancelled) return;
      steps.shift()?.();
      if (steps.length > 0) next();
    });
  };
  const matchPath = (path: string) => () => {
    const current = manifest();
    if (!current) return;
    for (const url of moduleUrlsForPath(current, path, loaded() ?? {})) {
      if (seen.has(url)) continue;
      seen.add(url);
      steps.push(() => void queue.add(() => (cancelled ? Promise.resolve() : preload(url))));
    }
  };
  steps.push(...paths.map(matchPath));
  const cancelSettled = steps.length > 0 ? settled(next) : () => {};

  return () => {
    cancelled = true;
    cancelSettled();
    cancelIdle();
  };
}
