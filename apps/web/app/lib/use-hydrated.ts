import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page runs in the browser.
 * For controls that only work with JavaScript (a "Load more" button without a link to fall back
 * on): disabled until then, so a tap before hydration is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
