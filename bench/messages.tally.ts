/**
 * What every side of the messages bench shares (bench/messages.ts): the size of the run, the
 * payload, the latency tally, the signed-in HTTP client and the optional CPU profile of the rounds.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";

export const pairs = Math.max(1, Math.min(2000, Number(process.env.BENCH_CONVERSATIONS ?? 200)));
export const rounds = Math.max(1, Math.min(50, Number(process.env.BENCH_ROUNDS ?? 3)));
const roundTimeoutMs = 60_000;
const filler = " Could I bring my own tongs, and is there parking near the forge?".repeat(3);
const now = () => performance.timeOrigin + performance.now();
export const tokenPattern = /bench (\d+) ([ab]) (\d+) /;
export const sides = ["a", "b"] as const;
export type Side = (typeof sides)[number];
export const body = (conv: number, side: Side, round: number) => `bench ${conv} ${side} ${round} ${filler}`;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Counts each (conversation, side, round) once, by the recipient only; round 0 is the warm-up. */
export class Tally {
  sentAt = new Map<string, number>();
  latencies: number[] = [];
  roundMs: number[] = [];
  received = new Array<number>(rounds + 1).fill(0);
  seen = new Set<string>();
  sent(key: string) {
    this.sentAt.set(key, now());
  }
  arrived(text: string, mySide: Side) {
    const m = tokenPattern.exec(text);
    if (!m || m[2] === mySide) return;
    const key = `${m[1]} ${m[2]} ${m[3]}`;
    const started = this.sentAt.get(key);
    if (started === undefined || this.seen.has(key)) return;
    this.seen.add(key);
    const round = Number(m[3]);
    this.received[round] = (this.received[round] ?? 0) + 1;
    if (round > 0) this.latencies.push(now() - started);
  }
  async waitRound(round: number, started: number) {
    const deadline = performance.now() + roundTimeoutMs;
    while ((this.received[round] ?? 0) < pairs * 2 && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
    if (round > 0) this.roundMs.push(performance.now() - started);
  }
  result() {
    const sorted = [...this.latencies].sort((x, y) => x - y);
    return {
      delivered: this.received.slice(1).reduce((x, y) => x + y, 0),
      expected: pairs * 2 * rounds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      perSecond: (pairs * 2 * this.roundMs.length) / (this.roundMs.reduce((x, y) => x + y, 0) / 1000),
    };
  }
}
export type Result = ReturnType<Tally["result"]>;

/**
 * Runs the timed rounds: round 0 is the warm-up; each round every sender fires at once, then the
 * tally waits for all of its deliveries (or a minute). With BENCH_CPU_PROFILE=<dir> the rounds
 * alone (not the sign-ins) are CPU-profiled into <dir>/messages-<name>.cpuprofile.
 */
export async function runRounds(name: string, tally: Tally, fire: (round: number) => Promise<unknown>) {
  const dir = process.env.BENCH_CPU_PROFILE;
  const session = dir ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 200 });
    await session.post("Profiler.start");
  }
  for (let round = 0; round <= rounds; round++) {
    const roundStart = performance.now();
    await fire(round);
    await tally.waitRound(round, roundStart);
  }
  if (session && dir) {
    const { profile } = await session.post("Profiler.stop");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `messages-${name.replace(/\W+/g, "-")}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`${name}: CPU profile of the rounds in ${file}`);
    session.disconnect();
  }
}

/** A signed-in-or-not HTTP client over real loopback fetch: cookies + CSRF header, like the SPA. */
export function httpClient(base: string) {
  const jar = new Map<string, string>();
  const absorb = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
    }
  };
  const headers = () => ({
    accept: "application/json",
    "content-type": "application/json",
    "x-requested-with": "XMLHttpRequest",
    cookie: [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
    "x-xsrf-token": jar.get("XSRF-TOKEN") ?? "",
  });
  const get = async (url: string) => {
    const res = await fetch(`${base}${url}`, { headers: headers() });
    absorb(res);
    return res;
  };
  const post = async (url: string, payload: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { ...headers(), ...extra },
      body: JSON.stringify(payload),
    });
    absorb(res);
    return res;
  };
  return { get, post };
}
export type HttpClient = ReturnType<typeof httpClient>;
