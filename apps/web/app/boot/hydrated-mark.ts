import { useEffect } from "react";

/**
 * `data-hydrated` on <html> once React has hydrated the page (decision 483): what browser tests and
 * the page-speed journey wait for (the `load` event does not wait for it: the JavaScript starts once
 * the content is shown, `hydration-after-paint.server.ts`).
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
