/**
 * The performance tables' sort and "Show all" live in the URL, one set of parameters per table
 * (`sort_<table>=<column>`, `desc_<table>=0` for ascending, `all_<table>=1`), so the server renders a
 * sorted or expanded table without JavaScript and every other table's parameters stay as they are.
 */
export interface TableState {
  sort: { key: string; desc: boolean } | null;
  all: boolean;
}

const names = (table: string) => ({ sort: `sort_${table}`, desc: `desc_${table}`, all: `all_${table}` });

/** The table's state in the URL; a column that cannot be sorted falls back to the default sort (descending). */
export function readTableState(
  search: URLSearchParams,
  table: string,
  sortable: string[],
  initialSort?: string,
): TableState {
  const n = names(table);
  const key = search.get(n.sort);
  const all = search.get(n.all) === "1";
  if (key && sortable.includes(key)) return { sort: { key, desc: search.get(n.desc) !== "0" }, all };
  return { sort: initialSort ? { key: initialSort, desc: true } : null, all };
}

/** The URL search (`?…`) with the table's state written in place of its old one, the rest kept. */
export function writeTableState(search: URLSearchParams, table: string, state: TableState): string {
  const n = names(table);
  const next = new URLSearchParams(search);
  for (const name of Object.values(n)) next.delete(name);
  if (state.sort) {
    next.set(n.sort, state.sort.key);
    if (!state.sort.desc) next.set(n.desc, "0");
  }
  if (state.all) next.set(n.all, "1");
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/** A header's link: a new column sorts descending first, the sorted column turns around. */
export function sortedBy(state: TableState, key: string): TableState {
  const desc = state.sort?.key === key ? !state.sort.desc : true;
  return { ...state, sort: { key, desc } };
}

const isTableParam = (name: string) => /^(sort|desc|all)_/.test(name);

/** Whether two URLs' searches differ only in the tables' parameters (the report stays the same). */
export function onlyTablesDiffer(a: URLSearchParams, b: URLSearchParams): boolean {
  const rest = (s: URLSearchParams) =>
    [...s]
      .filter(([name]) => !isTableParam(name))
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join("&");
  return rest(a) === rest(b);
}
