// Open-loop mixed load at a fixed rate for bench/capacity.ts and bench/soak.ts, in a worker thread
// so the measuring process's own timers never delay the schedule. Request i leaves at i / rate s
// (cycling through `requests`, a weighted mix), over a keep-alive pool; each is bounded by a 10 s
// timeout. Latency runs from the scheduled send, so waiting for a free socket counts. Returns each
// kind's latencies, the error count and a few error samples.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

export interface LoadRequest {
  kind: string;
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Statuses that count as success (default 200). */
  ok?: number[];
}

export interface LoadJob {
  requests: LoadRequest[];
  rate: number;
  seconds: number;
  connections: number;
}

export interface LoadResult {
  latencies: Record<string, number[]>;
  errors: number;
  samples: string[];
  sent: number;
}

const { requests, rate, seconds, connections } = workerData as LoadJob;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const total = Math.max(1, Math.round(rate * seconds));
const interval = 1000 / rate;
const result: LoadResult = { latencies: {}, errors: 0, samples: [], sent: 0 };
const fail = (what: string) => {
  result.errors++;
  if (result.samples.length < 5) result.samples.push(what);
};

await new Promise<void>((resolve) => {
  let done = 0;
  const finish = () => {
    if (++done === total) resolve();
  };
  const fire = (r: LoadRequest, scheduled: number) => {
    const req = http.request(r.url, { method: r.method, headers: r.headers, agent }, (res) => {
      let size = 0;
      res.on("data", (c: Buffer) => {
        size += c.length;
      });
      res.on("end", () => {
        const status = res.statusCode ?? 0;
        if ((r.ok ?? [200]).includes(status) && size > 0) {
          const list = result.latencies[r.kind] ?? [];
          result.latencies[r.kind] = list;
          list.push(performance.now() - scheduled);
        } else fail(`${r.kind} ${r.method} ${r.url.replace(/^https?:\/\/[^/]+/, "")}: HTTP ${status}`);
        finish();
      });
    });
    req.setTimeout(10_000, () => req.destroy(new Error("timeout after 10 s")));
    req.on("error", (e) => {
      fail(`${r.kind}: ${e.message}`);
      finish();
    });
    req.end(r.body);
  };
  const start = performance.now();
  const tick = () => {
    const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
    while (result.sent < due) {
      fire(requests[result.sent % requests.length] as LoadRequest, start + result.sent * interval);
      result.sent++;
    }
    if (result.sent < total) setTimeout(tick, Math.max(0, start + result.sent * interval - performance.now()));
  };
  tick();
});
agent.destroy();
parentPort?.postMessage(result);
