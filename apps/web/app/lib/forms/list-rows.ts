/**
 * List fields edited as rows ("What to bring", "Safety gear"): blank rows are dropped before the
 * contract sees them (a person leaves an empty row behind; that is not a mistake to refuse).
 * `rows` remembers where each kept value sits in the form, so a message about the second kept
 * value still lands on its own row.
 */
export interface FilledRows {
  values: string[];
  rows: number[];
}

export function filledRows(items: readonly { value: string }[]): FilledRows {
  const values: string[] = [];
  const rows: number[] = [];
  items.forEach((item, row) => {
    if (item.value.trim() === "") return;
    values.push(item.value);
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
