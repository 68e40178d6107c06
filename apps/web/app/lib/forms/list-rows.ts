/**
 * List fields edited as rows ("What to bring", "Safety gear"): blank rows are dropped before the
 * contract sees them (a person leaves an empty row behind; that is not a mistake to refuse).
 * `rows` remembers where each kept value sits in the form, so a message about the second kept
 * value still lands on its own row.
 *
 * The rows are a Conform field list of texts (`bring[0]`, `bring[1]`...): with JavaScript Conform
 * adds and removes them in place; without it the "Add" and "Remove" buttons are submit buttons
 * with Conform's `insert` / `remove` intent, which the route action answers with the form as
 * posted plus or minus the row, without calling the API (docs/topics/forms.md).
 */
export interface FilledRows {
  values: string[];
  rows: number[];
}

export function filledRows(items: readonly (string | null | undefined)[] | undefined): FilledRows {
  const values: string[] = [];
  const rows: number[] = [];
  (items ?? []).forEach((item, row) => {
    if (typeof item !== "string" || item.trim() === "") return;
    values.push(item);
    rows.push(row);
  });
  return { values, rows };
}

/** An issue path into a body built from filled rows -> the same path with the form's row index. */
export function formRowPath(path: readonly PropertyKey[], lists: Readonly<Record<string, FilledRows>>): PropertyKey[] {
  const [root, index, ...rest] = path;
  const list = typeof root === "string" ? lists[root] : undefined;
  if (!list || typeof index !== "number") return [...path];
  return [root as string, list.rows[index] ?? index, ...rest];
}

/** A dotted path ("sessions.0.start") -> the issue path Conform names `sessions[0].start`. */
export function issuePath(dotted: string): (string | number)[] {
  return dotted
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter((part) => part !== "")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A form's list (a Conform field list, absent when every row was removed) as an array. */
export function asRows<T>(value: readonly T[] | T | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? [...value] : [value as T];
}
