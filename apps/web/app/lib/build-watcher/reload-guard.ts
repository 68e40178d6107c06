import { BUILD_RELOAD_GUARD_MS } from "../constants";

export const RELOAD_GUARD_KEY = "guildforge:last-auto-reload";

type Store = Pick<Storage, "getItem" | "setItem">;

/**
 * Reloads unless this tab already auto-reloaded within the guard window (docs/product.md#constants: 10 s), so a
 * broken deployment cannot put the page into a reload loop. Returns whether it reloaded.
 */
export function createReloadGuard(deps: { storage?: Store; now?: () => number; reload?: () => void } = {}) {
  const storage = deps.storage ?? (typeof sessionStorage === "undefined" ? undefined : sessionStorage);
  const now = deps.now ?? Date.now;
  const reload = deps.reload ?? (() => window.location.reload());
  return function guardedReload(): boolean {
    const at = now();
    let last = Number.NaN;
    try {
      last = Number(storage?.getItem(RELOAD_GUARD_KEY));
    } catch {}
    if (Number.isFinite(last) && at - last >= 0 && at - last < BUILD_RELOAD_GUARD_MS) return false;
    try {
      storage?.setItem(RELOAD_GUARD_KEY, String(at));
    } catch {}
    reload();
    return true;
  };
}
