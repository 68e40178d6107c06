import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** Reloads the page's data every `ms` while the tab is visible (the loader's numbers, no page load). */
export function useAutoRefresh(ms: number): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [ms, revalidator]);
}
