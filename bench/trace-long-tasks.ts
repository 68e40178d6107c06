// What makes a page's long tasks long: loads a page in Chromium with the CPU slowed (CDP
// `Emulation.setCPUThrottlingRate`, default 4x as Lighthouse's mobile preset), records a
// performance trace, and prints every main-thread task over 50 ms after the first contentful paint
// with its wall time, thread time and what ran inside it (the trace events by self time: HTML parse,
// style, layout, script evaluation and compilation, each script's URL). Not a bench with a target:
// a tool to read one load (bench/README.md, "What makes the long tasks long").
//
//   node bench/trace-long-tasks.ts http://127.0.0.1:3103/ [runs=3] [cpu=4]
//
// TRACE_OUT=<file.json> keeps the last run's raw trace (open it in Chrome DevTools' Performance panel).
import { writeFileSync } from "node:fs";
import { chromium } from "playwright";
import { chromiumArgs, resolveChromium } from "../scripts/chromium-path.ts";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

const [url = "http://127.0.0.1:3103/", runsArg = "3", cpuArg = "4"] = process.argv.slice(2);
const runs = Number(runsArg);
const cpu = Number(cpuArg);
/** Lighthouse's simulation multiplies an unthrottled trace's task times by 4: `SCALE=4` with cpu 1. */
const scale = Number(process.env.SCALE ?? 1);

const categories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "blink",
  "loading",
  "toplevel",
];

/** The renderer's main thread: the `CrRendererMain` thread of the process that loaded `url`. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url);
  const names = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const match = names.find((n) => n.pid === start?.pid) ?? names.at(-1);
  return match ? { pid: match.pid, tid: match.tid } : undefined;
}

/** What a task's own events spent the thread's time on: the self thread time of each kind (and script URL). */
function breakdown(children: TraceEvent[]): Map<string, number> {
  const sorted = [...children].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const e of sorted) {
    while (stack.length && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? 0) - (e.tdur ?? e.dur ?? 0));
    self.set(e, (self.get(e) ?? 0) + (e.tdur ?? e.dur ?? 0));
    stack.push(e);
  }
  const byKind = new Map<string, number>();
  for (const [e, us] of self) {
    const data = e.args?.data ?? e.args?.beginData ?? {};
    const where = String(data.url ?? data.fileName ?? "").replace(/^https?:\/\/[^/]+/, "");
    const kind = where ? `${e.name} ${where.slice(0, 60)}` : e.name;
    byKind.set(kind, (byKind.get(kind) ?? 0) + us);
  }
  return byKind;
}

const { executablePath } = await resolveChromium();
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
for (let run = 1; run <= runs; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await browser.startTracing(page, { categories });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
    timeout: 60_000,
  });
  await page.waitForTimeout(1_500);
  const buffer = await browser.stopTracing();
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, buffer);
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const thread = mainThread(events);
  if (!thread) throw new Error("no renderer main thread in the trace");
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X");
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === thread.pid)?.ts ?? 0;
  // Top-level tasks only (a RunTask nests in ThreadControllerImpl::RunTask) after the first
  // contentful paint, whose wall time times `scale` is over 50 ms.
  const top: TraceEvent[] = [];
  for (const e of own.filter((e) => e.name.endsWith("RunTask")).sort((a, b) => a.ts - b.ts)) {
    const last = top.at(-1);
    if (!last || e.ts >= last.ts + (last.dur ?? 0)) top.push(e);
  }
  const tasks = top.filter((e) => e.ts >= fcp && (e.dur ?? 0) * scale > 50_000);
  let tbt = 0;
  let tbtCpu = 0;
  console.log(`\n${url} run ${run} (CPU ${cpu}x; times x${scale}; what ran: thread ms at 1x)`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && !e.name.endsWith("RunTask"));
    tbt += Math.max(0, ((task.dur ?? 0) * scale) / 1000 - 50);
    tbtCpu += Math.max(0, ((task.tdur ?? 0) * scale) / 1000 - 50);
    const parts = [...breakdown(inside)]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`)
      .join("; ");
    const ms = (us = 0) => ((us * scale) / 1000).toFixed(0);
    console.log(
      `  +${((task.ts - fcp) / 1000).toFixed(0)} ms after FCP: ${ms(task.dur)} ms wall, ${ms(task.tdur)} ms thread: ${parts}`,
    );
  }
  console.log(`  TBT-like sum: ${tbt.toFixed(0)} ms from wall time, ${tbtCpu.toFixed(0)} ms from thread time`);
  await context.close();
}
await browser.close();
