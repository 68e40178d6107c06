import type { ReactNode } from "react";
import { Card, cx } from "../../../components/ui";

interface PerfCardProps {
  id: string;
  title: string;
  description?: string;
  /** What shows instead of the content while there is nothing to show: what will appear and when. */
  empty?: string | null;
  className?: string;
  children?: ReactNode;
}

/** One card of /admin/performance: a titled section, or its empty state. */
export function PerfCard({ id, title, description, empty, className, children }: PerfCardProps) {
  return (
    <section aria-labelledby={id} className={cx("min-w-0", className)}>
      <Card className="h-full p-4 sm:p-6">
        <h2 id={id} className="font-display text-xl font-semibold text-iron-100">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-iron-400">{description}</p> : null}
        <div className="mt-4">
          {empty ? (
            <p className="rounded-md border border-dashed border-iron-600 px-4 py-6 text-sm text-iron-300">{empty}</p>
          ) : (
            children
          )}
        </div>
      </Card>
    </section>
  );
}
