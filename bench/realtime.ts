/**
 * Real-time fan-out benchmark (issue 4 point 9). N sockets (default 1,000; `--sockets 10000`)
 * connect over loopback and subscribe to one public channel; the server broadcasts to all of
 * them `--rounds` times (default 5, after one warm-up). The same is done against a bare `ws`
 * server in the same run as the baseline. Prints delivery, p50/p95/p99 latency, server RSS per
 * socket, and the p99 ratio ours/bare. Every wait is bounded; exits 1 when not all was delivered.
 *
 *   npm run bench -- realtime                      (BENCH_SOCKETS=10000 BENCH_ROUNDS=5 to change)
 *   npx node bench/realtime.ts --sockets 10000     (flags work when run directly)
 */
import { type ChildProcess, fork } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import WebSocket from "ws";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "realtime"),
  options: {
    sockets: { type: "string", default: process.env.BENCH_SOCKETS ?? "1000" },
    rounds: { type: "string", default: process.env.BENCH_ROUNDS ?? "5" },
  },
  strict: false,
});
const sockets = Math.max(1, Math.min(20_000, Number(values.sockets) || 1000));
const rounds = Math.max(1, Math.min(100, Number(values.rounds) || 5));
const connectBatch = 200;
const roundTimeoutMs = 15_000;
const connectTimeoutMs = 60_000;
const here = import.meta.dirname;
const channel = "bench";

interface Target {
  name: string;
  script: string;
  /** Path to open and what to do once open, until the socket is ready for broadcasts. */
  url: (port: number, key: string) => string;
  pusher: boolean;
}

const targets: Target[] = [
  {
    name: "ours (Pusher protocol)",
    script: path.resolve(here, "../apps/server/src/realtime/bench-server.ts"),
    url: (port, key) => `ws://127.0.0.1:${port}/app/${key}?protocol=7&client=bench&version=1`,
    pusher: true,
  },
  {
    name: "bare ws",
    script: path.resolve(here, "realtime.bare-server.ts"),
    url: (port) => `ws://127.0.0.1:${port}/`,
    pusher: false,
  },
];

const now = () => performance.timeOrigin + performance.now();

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function request<T>(child: ChildProcess, message: object, reply: string): Promise<T> {
  return withTimeout(
    new Promise<T>((resolve) => {
      const onMessage = (m: { type: string }) => {
        if (m.type !== reply) return;
        child.off("message", onMessage);
        resolve(m as T);
      };
      child.on("message", onMessage);
      if (Object.keys(message).length > 0) child.send(message);
    }),
    10_000,
    `server reply ${reply}`,
  );
}

const tickPattern = /^\{"event":"tick".*?round\\":(\d+),\\"sentAt\\":([\d.]+)/;

/** Opens one client; resolves once it will receive broadcasts. `onTick` gets each round number. */
function openClient(target: Target, url: string, onTick: (round: number, latency: number) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.on("error", reject);
    if (!target.pusher) ws.on("open", () => resolve(ws));
    ws.on("message", (raw) => {
      const text = raw.toString();
      // Broadcast frames are read with a regex: the client's own parsing is not what is measured.
      const tick = tickPattern.exec(text);
      if (tick) return onTick(Number(tick[1]), now() - Number(tick[2]));
      const frame = JSON.parse(text) as { event: string; data?: string };
      if (frame.event === "pusher:connection_established") {
        ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel } }));
      } else if (frame.event === "pusher_internal:subscription_succeeded") {
        resolve(ws);
      }
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

interface Result {
  connectMs: number;
  delivered: number;
  expected: number;
  p50: number;
  p95: number;
  p99: number;
  rssPerSocket: number;
}

async function run(target: Target): Promise<Result> {
  const child = fork(target.script, [], { execArgv: ["--expose-gc"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const clients: WebSocket[] = [];
  try {
    const ready = await request<{ port: number; key?: string }>(child, {}, "ready");
    const before = await request<{ rss: number }>(child, { type: "rss" }, "rss");

    const latencies: number[] = [];
    const received = new Array<number>(rounds + 1).fill(0);
    const onTick = (round: number, latency: number) => {
      received[round] = (received[round] ?? 0) + 1;
      if (round > 0) latencies.push(latency);
    };
    const started = performance.now();
    const url = target.url(ready.port, ready.key ?? "");
    await withTimeout(
      (async () => {
        for (let i = 0; i < sockets; i += connectBatch) {
          const batch = Array.from({ length: Math.min(connectBatch, sockets - i) }, () =>
            openClient(target, url, onTick),
          );
          clients.push(...(await Promise.all(batch)));
        }
      })(),
      connectTimeoutMs,
      `connecting ${sockets} sockets`,
    );
    const connectMs = performance.now() - started;
    const after = await request<{ rss: number; connections: number }>(child, { type: "rss" }, "rss");

    // Round 0 warms up; rounds 1..n are measured. Each round waits for all or its time-out.
    for (let round = 0; round <= rounds; round++) {
      child.send({ type: "publish", channel, event: "tick", data: { round, sentAt: now() } });
      const deadline = performance.now() + roundTimeoutMs;
      while ((received[round] ?? 0) < sockets && performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 5));
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      connectMs,
      delivered: received.slice(1).reduce((a, b) => a + b, 0),
      expected: sockets * rounds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      rssPerSocket: (after.rss - before.rss) / Math.max(1, after.connections),
    };
  } finally {
    for (const ws of clients) ws.terminate();
    child.send({ type: "close" });
    await withTimeout(new Promise((r) => child.once("exit", r)), 10_000, "server exit").catch(() =>
      child.kill("SIGKILL"),
    );
  }
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const kib = (v: number) => `${(v / 1024).toFixed(1)} KiB`;
const pct = (r: Result) => `${r.delivered}/${r.expected} (${((100 * r.delivered) / r.expected).toFixed(2)} %)`;

console.log(
  `realtime bench: ${sockets} sockets on one channel, ${rounds} broadcasts (+1 warm-up), loopback, ${availableParallelism()} CPUs`,
);
const results: Result[] = [];
for (const target of targets) results.push(await run(target));
const [ours, bare] = results as [Result, Result];
const rows: [string, (r: Result) => string][] = [
  ["connect + subscribe", (r) => ms(r.connectMs)],
  ["delivered", pct],
  ["latency p50", (r) => ms(r.p50)],
  ["latency p95", (r) => ms(r.p95)],
  ["latency p99", (r) => ms(r.p99)],
  ["server RSS per socket", (r) => kib(r.rssPerSocket)],
];
console.log(`${"".padEnd(24)}${targets[0]?.name.padEnd(26)}${targets[1]?.name}`);
for (const [label, f] of rows) console.log(`${label.padEnd(24)}${f(ours).padEnd(26)}${f(bare)}`);

const ratio = ours.p99 / bare.p99;
const allDelivered = ours.delivered === ours.expected && bare.delivered === bare.expected;
console.log(`p99 ours/bare: ${ratio.toFixed(2)}x (target <= 2x) ${ratio <= 2 ? "ok" : "MISSED"}`);
console.log(`delivery: ${allDelivered ? "100 % ok" : "INCOMPLETE"}`);
console.log(`p95 ours: ${ms(ours.p95)} (CI target < 100 ms at 1,000 sockets) ${ours.p95 < 100 ? "ok" : "MISSED"}`);
if (!allDelivered) process.exitCode = 1;
