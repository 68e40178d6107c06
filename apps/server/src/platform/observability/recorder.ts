import { addTo, type Buckets } from "./histogram.ts";

export type PerfKind = "request" | "query" | "job" | "exception" | "user" | "vital" | "server";

/** One aggregate slot of the current minute (what becomes a perf_minutes row). */
export interface Slot {
  minute: number;
  kind: PerfKind;
  key: string;
  count: number;
  failures: number;
  totalMs: number;
  maxMs: number;
  buckets: Buckets;
  data?: Record<string, unknown>;
  dirty: boolean;
}

export interface SlowSample {
  at: Date;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  userId: number | null;
}

/** Raw slow samples kept between two flushes; more in a burst are counted but not kept. */
export const maxSlowSamplesPerFlush = 50;

/**
 * The in-memory buffer of one instance: per-minute slots it adds to on every observation (a Map
 * lookup and a few additions), and the slow samples since the last flush. `drain` hands the
 * flusher what changed and forgets finished minutes.
 */
export class Recorder {
  private slots = new Map<string, Slot>();
  private slow: SlowSample[] = [];

  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  private slot(kind: PerfKind, key: string): Slot {
    const minute = Math.floor(this.now() / 60_000) * 60_000;
    const id = `${minute}\u0000${kind}\u0000${key}`;
    let s = this.slots.get(id);
    if (!s) {
      s = { minute, kind, key, count: 0, failures: 0, totalMs: 0, maxMs: 0, buckets: {}, dirty: true };
      this.slots.set(id, s);
    }
    s.dirty = true;
    return s;
  }

  /** A duration (or a vital's value) under kind/key; `failed` counts as a failure (5xx, failed job). */
  observe(kind: PerfKind, key: string, value: number, failed = false): void {
    const s = this.slot(kind, key);
    s.count++;
    if (failed) s.failures++;
    s.totalMs += value;
    if (value > s.maxMs) s.maxMs = value;
    addTo(s.buckets, value);
  }

  /** A count without a duration (an exception, a user's request), with optional extras. */
  count(kind: PerfKind, key: string, data?: Record<string, unknown>): void {
    const s = this.slot(kind, key);
    s.count++;
    if (data) s.data = data;
  }

  /** A gauge snapshot (a server's CPU, memory, sockets): the latest replaces the previous one. */
  gauge(kind: PerfKind, key: string, data: Record<string, unknown>): void {
    const s = this.slot(kind, key);
    s.count = 1;
    s.data = data;
  }

  slowRequest(sample: SlowSample): void {
    if (this.slow.length < maxSlowSamplesPerFlush) this.slow.push(sample);
  }

  /** What changed since the last drain; slots of finished minutes are handed over one last time and dropped. */
  drain(): { slots: Slot[]; slow: SlowSample[] } {
    const current = Math.floor(this.now() / 60_000) * 60_000;
    const out: Slot[] = [];
    for (const [id, s] of this.slots) {
      if (s.dirty) {
        out.push({ ...s, buckets: { ...s.buckets } });
        s.dirty = false;
      }
      if (s.minute < current) this.slots.delete(id);
    }
    const slow = this.slow;
    this.slow = [];
    return { slots: out, slow };
  }
}
