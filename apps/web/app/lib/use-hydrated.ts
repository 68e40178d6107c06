import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page runs in the browser.
 * For controls that only work with JavaScript (every `Button` of `type="button"`, the submit
 * buttons of JavaScript-only forms): disabled until then, so a tap before hydration is not
 * silently lost (decisions 475, 479).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
