// The lighthouse bench's numbers: one sample per run, medians per page, the table with a
// PASS/MISS per cell against the targets of issue 20 (or the CI gate's looser ones).
import { fmt, table } from "./lib.ts";

export interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number; // ms
  tbt: number; // ms
  /** The same sum from the tasks' CPU time instead of their wall time (lighthouse.cpu-tbt.ts); NaN when the trace lacks it. */
  cpuTbt: number; // ms
  cls: number;
  fcp: number; // ms
  /** Lighthouse's measure of the host's CPU (docs/throttling.md: a desktop reads 1,000-2,000). */
  benchmarkIndex: number;
}

export interface Targets {
  performance: number;
  accessibility: number;
  bestPractices?: number;
  seo?: number;
  lcpRatio?: number; // page LCP <= this x the floor's
  tbt?: number;
  cls?: number;
}

export const fullTargets: Targets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpRatio: 1.25,
  tbt: 150,
  cls: 0.02,
};
/** The CI stage: a loose gate against noise (one run per page); the full bench is the measure. */
export const gateTargets: Targets = { performance: 90, accessibility: 100 };

/**
 * Until every gated page meets gateTargets, the CI stage fails on a regression instead: a page's
 * Performance below its floor here (the lowest median seen in CI on 2026-11-25 minus about 10 points:
 * one page scored 98 in one CI run and 70 in the next on the same code), or Accessibility below 100. The table still prints MISS against 90 (decision 347).
 * Raise a floor when a page gets faster; drop the page from this map when it meets 90.
 */
export const gateFloors: Record<string, number> = { home: 40, class: 60 };

type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
};

export function sampleOf(lhr: Lhr): Sample {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cpuTbt: Number.NaN,
    cls: value("cumulative-layout-shift"),
    fcp: value("first-contentful-paint"),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's own median over the runs (scores and metrics separately). */
export function medianSample(samples: Sample[]): Sample {
  const keys = Object.keys(samples[0]!) as (keyof Sample)[];
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as unknown as Sample;
}

const cpuFigure = (ms: number) => (Number.isFinite(ms) ? fmt(ms) : "n/a");
const cell = (text: string, ok: boolean | undefined) => (ok === undefined ? text : `${text} ${ok ? "PASS" : "MISS"}`);

export interface Row {
  key: string;
  path: string | null;
  note?: string;
  median?: Sample;
}

/** The table and whether every measured cell passed. */
export function report(rows: Row[], floor: Sample, t: Targets): { text: string; pass: boolean } {
  let pass = true;
  const check = (ok: boolean | undefined) => {
    if (ok === false) pass = false;
    return ok;
  };
  const head = ["page", "Perf", "A11y", "BP", "SEO", "FCP ms", "LCP ms (x floor)", "TBT ms", "(CPU)", "CLS"];
  const lines = [head];
  for (const r of rows) {
    const m = r.median;
    if (!m) {
      lines.push([
        `${r.key}${r.path ? ` ${r.path}` : ""}`,
        `n/a${r.note ? ` (${r.note})` : ""}`,
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
      ]);
      continue;
    }
    const ratio = m.lcp / floor.lcp;
    const at = (target: number | undefined, ok: boolean) => (target === undefined ? undefined : check(ok));
    lines.push([
      `${r.key} ${r.path}`,
      cell(String(m.performance), check(m.performance >= t.performance)),
      cell(String(m.accessibility), check(m.accessibility >= t.accessibility)),
      cell(String(m.bestPractices), at(t.bestPractices, m.bestPractices >= (t.bestPractices ?? 0))),
      cell(String(m.seo), at(t.seo, m.seo >= (t.seo ?? 0))),
      fmt(m.fcp),
      cell(`${fmt(m.lcp)} (${fmt(ratio, 2)})`, at(t.lcpRatio, ratio <= (t.lcpRatio ?? 0))),
      cell(fmt(m.tbt), at(t.tbt, m.tbt <= (t.tbt ?? 0))),
      cpuFigure(m.cpuTbt),
      cell(fmt(m.cls, 3), at(t.cls, m.cls <= (t.cls ?? 0))),
    ]);
  }
  lines.push([
    "floor (static HTML)",
    String(floor.performance),
    String(floor.accessibility),
    String(floor.bestPractices),
    String(floor.seo),
    fmt(floor.fcp),
    fmt(floor.lcp),
    fmt(floor.tbt),
    cpuFigure(floor.cpuTbt),
    fmt(floor.cls, 3),
  ]);
  const targets = [
    `Performance >= ${t.performance}`,
    `Accessibility >= ${t.accessibility}`,
    t.bestPractices !== undefined && `Best Practices >= ${t.bestPractices}`,
    t.seo !== undefined && `SEO >= ${t.seo}`,
    t.lcpRatio !== undefined && `LCP <= ${t.lcpRatio} x floor`,
    t.tbt !== undefined && `TBT <= ${t.tbt} ms`,
    t.cls !== undefined && `CLS <= ${t.cls}`,
  ].filter(Boolean);
  const cpuNote =
    "(CPU): the TBT sum of the same tasks' CPU time instead of their wall time, no target: what the page costs the main thread, without this host's waits for a core (lighthouse.cpu-tbt.ts)";
  return { text: `${table(lines)}\n\ntargets: ${targets.join(", ")}\n${cpuNote}`, pass };
}

/**
 * What the 4x CPU slowdown means on this host: Lighthouse's preset assumes a desktop
 * (benchmarkIndex 1,000-2,000) and slows it to a mid-tier phone; on a slower host the simulated
 * phone is slower still, which shows in TBT (docs/throttling.md, "Calibrating the CPU slowdown").
 */
export function hostNote(samples: Sample[], cpuSlowdown: number): string {
  const index = median(samples.map((s) => s.benchmarkIndex).filter(Number.isFinite));
  if (!Number.isFinite(index)) return `CPU slowdown ${cpuSlowdown}x; the host's benchmarkIndex was not reported`;
  const desktop = index >= 1000;
  return (
    `CPU slowdown ${cpuSlowdown}x on a host with Lighthouse benchmarkIndex ${fmt(index)} (median of every run)` +
    (desktop
      ? ": a desktop-class host, as the mobile preset assumes"
      : `: below the 1,000-2,000 of the desktop the mobile preset assumes, so ${cpuSlowdown}x simulates a phone slower than a mid-tier one (TBT reads high); Lighthouse's calibration: BENCH_CPU_SLOWDOWN`)
  );
}
