import type { ReactNode } from "react";
import { cx } from "./cx";

/**
 * A bar fixed to the bottom of the screen below 768 px (the md breakpoint): a short summary on the
 * left, the page's main action on the right. Hidden from md up, where the page shows the full panel.
 * While it is on the page, `body` gets bottom padding (app.css) so it never covers the footer.
 */
export function StickyActionBar({
  label,
  summary,
  action,
  className,
}: {
  /** Names the region for screen readers ("Book this class"). */
  label: string;
  summary: ReactNode;
  action: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      data-sticky-action-bar=""
      className={cx(
        "fixed inset-x-0 bottom-0 z-30 border-t border-iron-700 bg-iron-900/95 px-4 py-3 shadow-card backdrop-blur md:hidden",
        "pb-[max(0.75rem,env(safe-area-inset-bottom))]",
        className,
      )}
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <div className="min-w-0 text-sm text-iron-300">{summary}</div>
        <div className="shrink-0">{action}</div>
      </div>
    </section>
  );
}
