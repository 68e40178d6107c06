import type { ReactNode } from "react";

/** A titled block of the dashboard with an optional link on the right. */
export function DashboardSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-semibold text-iron-100">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
