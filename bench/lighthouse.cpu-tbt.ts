// Total Blocking Time from the page's own CPU time: the same sum Lighthouse makes (every main-thread
// task after the first contentful paint, times the CPU slowdown, the part beyond 50 ms), but of each
// task's thread time (`tdur`) instead of its wall time (`dur`). On a small shared host the page's
// main thread waits for a core during its tasks (the browser process, Lighthouse itself, the app
// server share them): one task of 24 ms of CPU read 187 ms of wall time on this 2-core VM. The
// column shows what the page costs a phone's main thread, beside what this host measured
// (decision 491).

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string }; data?: { url?: string } };
}

const BLOCKING_MS = 50;

/** `undefined` when the trace does not show the page's main thread, its first paint or thread times. */
export function cpuBlockingTime(events: readonly TraceEvent[], url: string, cpuSlowdown: number): number | undefined {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  if (!parse) return undefined;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid);
  if (!fcp) return undefined;
  const tasks = events.filter(
    (e) => e.pid === parse.pid && e.tid === parse.tid && e.name === "RunTask" && e.ph === "X" && e.ts >= fcp.ts,
  );
  if (tasks.length === 0 || tasks.some((t) => t.tdur === undefined)) return undefined;
  return tasks.reduce((sum, t) => sum + Math.max(0, ((t.tdur ?? 0) / 1000) * cpuSlowdown - BLOCKING_MS), 0);
}
