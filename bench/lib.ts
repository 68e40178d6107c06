// Shared helpers for the benchmarks: printing and the PASS/MISS verdict against a target ratio.

export function verdict(ratio: number, target: number, direction: ">=" | "<="): string {
  const ok = direction === ">=" ? ratio >= target : ratio <= target;
  return `${ok ? "PASS" : "MISS"} (target ${direction} ${target})`;
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows
    .map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "))
    .join("\n");
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
