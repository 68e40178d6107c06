import { useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";
import { cx, PageHeader } from "../ui";

export interface QueueFilter {
  /** The `?status=` value. */
  value: string;
  label: string;
}

interface QueueHeaderProps {
  title: string;
  description: string;
  filters: readonly QueueFilter[];
  /** The status the page shows now (its link is marked as the current page). */
  current: string;
  /** The query parameter the links set (default `status`) and the navigation's name. */
  param?: string;
  label?: string;
}

/** An admin page's heading and its filter links (`?status=` by default, so they work without JavaScript). */
export function QueueHeader({ title, description, filters, current, param = "status", label }: QueueHeaderProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader eyebrow={t`Administration`} title={title} description={description} />
      <nav aria-label={label ?? t`Filter by status`} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <li key={f.value}>
              <NavLink
                to={`?${param}=${f.value}`}
                aria-current={current === f.value ? "page" : undefined}
                className={cx(
                  "inline-block rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset",
                  current === f.value
                    ? "bg-ember-500 text-ember-ink ring-ember-500"
                    : "text-iron-200 ring-iron-600 hover:bg-iron-800",
                )}
              >
                {f.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
