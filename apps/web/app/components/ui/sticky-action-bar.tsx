import { type ReactNode, useEffect, useRef } from "react";
import { cx } from "./cx";

/**
 * A bar fixed to the bottom of the screen below 768 px (the md breakpoint): an optional full-width
 * line on top, then a short summary on the left and the page's main action on the right. Hidden
 * from md up, where the page shows the full panel. While it is on the page, `body` gets bottom
 * padding (app.css) so it never covers the footer, and floating things (the bug-report button,
 * toasts) sit above it: the bar publishes its height as `--bottom-bar-height` (decision 528).
 */
export function StickyActionBar({
  label,
  top,
  summary,
  action,
  className,
}: {
  /** Names the region for screen readers ("Book this class"). */
  label: string;
  /** A line across the whole bar above the summary and the action ("when?"). */
  top?: ReactNode;
  summary: ReactNode;
  action: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty("--bottom-bar-height", `${el.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty("--bottom-bar-height");
    };
  }, []);
  return (
    <section
      ref={ref}
      aria-label={label}
      data-sticky-action-bar=""
      className={cx(
        "fixed inset-x-0 bottom-0 z-30 border-t border-iron-700 bg-iron-900/95 px-4 py-3 shadow-card backdrop-blur md:hidden",
        "pb-[max(0.75rem,env(safe-area-inset-bottom))]",
        className,
      )}
    >
      <div className="mx-auto max-w-3xl">
        {top ? <div className="mb-1.5 text-sm">{top}</div> : null}
        <div className="flex items-center justify-between gap-4">
          <div className="min-w-0 text-sm text-iron-300">{summary}</div>
          <div className="shrink-0">{action}</div>
        </div>
      </div>
    </section>
  );
}
