import type { HTMLAttributes } from "react";
import { cx } from "./cx";

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Lift and glow on hover (for cards that are links). */
  interactive?: boolean;
}

export function Card({ className, interactive, ...props }: CardProps) {
  return (
    <div
      className={cx(
        "rounded-lg border border-iron-700 bg-iron-850 p-6 shadow-card",
        interactive &&
          "transition duration-200 hover:-translate-y-0.5 hover:border-ember-500/60 hover:shadow-glow focus-within:border-ember-500/60",
        className,
      )}
      {...props}
    />
  );
}
