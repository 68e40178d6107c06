import type { ReactNode } from "react";
import { cx } from "./cx";

interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Heading level of the title (default h2). */
  as?: "h2" | "h3";
  className?: string;
}

export function EmptyState({ icon, title, description, actions, as: Heading = "h2", className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        "flex flex-col items-center rounded-lg border border-dashed border-iron-600 bg-iron-900/60 px-6 py-12 text-center",
        className,
      )}
    >
      {icon ? (
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-ember-900 text-ember-300 [&_svg]:size-7">
          {icon}
        </div>
      ) : null}
      <Heading className="font-display text-2xl font-semibold text-iron-100">{title}</Heading>
      {description ? <div className="mt-2 max-w-md text-iron-300">{description}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
