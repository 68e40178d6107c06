import { useSyncExternalStore } from "react";

let hydrated = false;
let hydrating = false;
let flip: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/**
 * Called by the client entry before it hydrates the server's HTML: from then on the browser's value
 * stays `false` until a task after hydration (below). Without it (a page rendered only in the
 * browser, a component test) the browser's value is `true` from the first render, as before.
 */
export function expectHydration(): void {
  hydrating = true;
}

/**
 * React subscribes once a component's effects run, i.e. after it hydrated: the first subscriber
 * turns the flag on in a later task of its own and tells every subscriber (decision 490). Until then
 * the browser reads `false` as the server did, so hydrating needs no second render; the forced,
 * synchronous re-render of every button that follows the flip then runs alone instead of inside the
 * task that finishes hydrating (30-40 ms of it on a slow phone).
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!hydrated && flip === undefined) {
    flip = setTimeout(() => {
      hydrated = true;
      for (const notify of [...listeners]) notify();
    }, 0);
  }
  return () => listeners.delete(listener);
}

/**
 * False in the server's HTML and while React hydrates it, true once the page runs in the browser
 * (a task after the first hydrated component's effects; at once for anything rendered later).
 * For controls that only work with JavaScript (every `Button` of `type="button"`, the submit
 * buttons of JavaScript-only forms): disabled until then, so a tap before hydration is not
 * silently lost (decisions 475, 479).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated || !hydrating,
    () => false,
  );
}
