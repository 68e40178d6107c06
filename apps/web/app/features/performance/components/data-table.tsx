import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowLeftRight, ArrowUp } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { cx } from "../../../components/ui";
import { readTableState, sortedBy, writeTableState } from "../lib/table-url";

export interface Column<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  /** A number to sort by; a column without one is not sortable. */
  sortValue?: (row: R) => number | string | null;
  numeric?: boolean;
}

interface DataTableProps<R> {
  /** The table's name in the URL's parameters (`sort_<name>`, `desc_<name>`, `all_<name>`). */
  name: string;
  caption: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  /** The column sorted first (descending). */
  initialSort?: string;
  /** Rows shown until "Show all" is pressed (default 10). */
  limit?: number;
}

/** Whether the box has more to show to its left and to its right, kept current on scroll and resize. */
function useScrollEdges() {
  const ref = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
    };
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    // Every browser the site supports has ResizeObserver; the unit tests' DOM (jsdom) does not.
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : undefined;
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, []);
  return { ref, edges };
}

/**
 * A card's table: a labelled region reachable by keyboard that scrolls sideways where the table is
 * wider than the card, a fade at each edge with more beyond it and a "Scroll sideways" note saying
 * so; headers of sortable columns are links (aria-sort says which and how). The sort and "Show all"
 * are in the URL (`../lib/table-url`): the server renders them without JavaScript, and with it the
 * links navigate in place (no scroll jump).
 */
export function DataTable<R>({ name, caption, columns, rows, rowKey, initialSort, limit = 10 }: DataTableProps<R>) {
  const { t } = useLingui();
  const search = new URLSearchParams(useLocation().search);
  const sortable = columns.filter((c) => c.sortValue).map((c) => c.key);
  const state = readTableState(search, name, sortable, initialSort);
  const { sort, all } = state;
  const column = columns.find((c) => c.key === sort?.key);
  const sorted =
    column?.sortValue && sort
      ? [...rows].sort((a, b) => {
          const x = column.sortValue?.(a) ?? -1;
          const y = column.sortValue?.(b) ?? -1;
          const order = x < y ? -1 : x > y ? 1 : 0;
          return sort.desc ? -order : order;
        })
      : rows;
  const shown = all ? sorted : sorted.slice(0, limit);
  const count = rows.length;
  const { ref, edges } = useScrollEdges();
  const fade = "pointer-events-none absolute inset-y-0 w-10 from-iron-850 to-transparent transition-opacity";
  return (
    <>
      <div className="relative">
        <section
          ref={ref}
          aria-label={t`${caption} (table)`}
          className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-ember-300"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-iron-700 text-xs tracking-wide text-iron-400 uppercase">
              <tr>
                {columns.map((c) => {
                  const active = sort?.key === c.key;
                  return (
                    <th
                      key={c.key}
                      scope="col"
                      className={cx("px-2 py-2 font-semibold whitespace-nowrap", c.numeric && "text-right")}
                      aria-sort={active ? (sort?.desc ? "descending" : "ascending") : undefined}
                    >
                      {c.sortValue ? (
                        <Link
                          to={writeTableState(search, name, sortedBy(state, c.key))}
                          preventScrollReset
                          replace
                          className="inline-flex items-center gap-1 uppercase hover:text-ember-300"
                        >
                          {c.label}
                          {active ? (
                            sort?.desc ? (
                              <ArrowDown className="size-3" aria-hidden="true" />
                            ) : (
                              <ArrowUp className="size-3" aria-hidden="true" />
                            )
                          ) : null}
                        </Link>
                      ) : (
                        c.label
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-iron-800">
              {shown.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      className={cx(
                        "px-2 py-2 align-top text-iron-200",
                        c.numeric && "text-right whitespace-nowrap tabular-nums",
                      )}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <div
          aria-hidden="true"
          data-scroll-cue="start"
          className={cx(fade, "left-0 bg-linear-to-r", edges.start ? "opacity-100" : "opacity-0")}
        />
        <div
          aria-hidden="true"
          data-scroll-cue="end"
          className={cx(fade, "right-0 bg-linear-to-l", edges.end ? "opacity-100" : "opacity-0")}
        />
      </div>
      {edges.start || edges.end ? (
        <p className="mt-2 flex items-center gap-1 text-xs text-iron-400">
          <Trans>
            Scroll sideways to see every column <ArrowLeftRight className="size-3" aria-hidden="true" />
          </Trans>
        </p>
      ) : null}
      {rows.length > limit ? (
        <Link
          to={writeTableState(search, name, { ...state, all: !all })}
          preventScrollReset
          replace
          className="mt-3 inline-block text-sm font-semibold text-ember-300 hover:underline"
        >
          {all ? t`Show fewer` : t`Show all ${count}`}
        </Link>
      ) : null}
    </>
  );
}
