import type { ReactNode } from "react";
import { cx } from "./cx";

interface PageHeaderProps {
  title: ReactNode;
  /** A short line above the title (section or category). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** The page's single h1 with its lead paragraph. */
export function PageHeader({ title, eyebrow, description, actions, className }: PageHeaderProps) {
  return (
    <header className={cx("border-b border-iron-800 pb-8", className)}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-widest text-ember-400 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="font-display text-4xl font-semibold wrap-anywhere text-iron-100 sm:text-5xl">{title}</h1>
      {description ? <div className="mt-4 max-w-2xl text-lg text-iron-300">{description}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
