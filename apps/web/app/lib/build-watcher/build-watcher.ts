import { BUILD_POLL_INTERVAL_MS } from "../constants";
import { isChunkLoadError } from "./chunk-error";
import { createReloadGuard } from "./reload-guard";

export const BUILD_INFO_PATH = "/build.json";

export interface BuildWatcherOptions {
  /** The build the page was rendered with; when absent, the first poll sets it. */
  initialBuildId?: string;
  fetchBuildId?: () => Promise<string | undefined>;
  /** Reload, guarded to once per 10 s (see reload-guard.ts). */
  reload?: () => boolean;
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
  intervalMs?: number;
  /** Whether the browser is online (navigator.onLine): offline, a chunk that fails is the network, not a new build. */
  isOnline?: () => boolean;
}

async function fetchBuildIdFromServer(): Promise<string | undefined> {
  const response = await fetch(BUILD_INFO_PATH, { cache: "no-store", headers: { Accept: "application/json" } });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { build_id?: unknown };
  return typeof body.build_id === "string" && body.build_id ? body.build_id : undefined;
}

/**
 * docs/product.md#states "Application build": poll `/build.json` every hour and reload when the build changed;
 * reload on a chunk-load error (Vite's `vite:preloadError`, or an unhandled rejection of a dynamic
 * import), unless the browser is offline: then the chunk is missing for want of a network, and a
 * reload would only swap the page for the browser's offline page (the write's offline toast stays).
 * Returns a stop function.
 */
export function startBuildWatcher(options: BuildWatcherOptions = {}): () => void {
  if (typeof window === "undefined" && !options.target) return () => {};
  const target = options.target ?? window;
  const fetchBuildId = options.fetchBuildId ?? fetchBuildIdFromServer;
  const reload = options.reload ?? createReloadGuard();
  const isOnline = options.isOnline ?? (() => typeof navigator === "undefined" || navigator.onLine !== false);
  let baseline = options.initialBuildId || undefined;
  let stopped = false;

  async function check(): Promise<void> {
    let current: string | undefined;
    try {
      current = await fetchBuildId();
    } catch {
      return; // offline or server restarting: try again next hour
    }
    if (stopped || !current) return;
    if (baseline === undefined) baseline = current;
    else if (current !== baseline) reload();
  }

  const onPreloadError = (event: Event) => {
    if (!isOnline()) event.preventDefault();
    else if (reload()) event.preventDefault();
  };
  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    if (!isChunkLoadError(reason)) return;
    if (!isOnline()) event.preventDefault();
    else if (reload()) event.preventDefault();
  };

  target.addEventListener("vite:preloadError", onPreloadError);
  target.addEventListener("unhandledrejection", onRejection);
  if (baseline === undefined) void check();
  const timer = setInterval(() => void check(), options.intervalMs ?? BUILD_POLL_INTERVAL_MS);

  return () => {
    stopped = true;
    clearInterval(timer);
    target.removeEventListener("vite:preloadError", onPreloadError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
