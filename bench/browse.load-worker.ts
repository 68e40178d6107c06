// Open-loop load at a fixed rate for bench/browse.ts, in a worker thread so the server under test
// keeps the main thread. Sends `rate` GETs per second for `seconds` (cycling through `urls`) over a
// keep-alive pool, each bounded by a 10 s timeout, and returns every latency in milliseconds.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

interface Job {
  urls: string[];
  rate: number;
  seconds: number;
  connections: number;
}

const { urls, rate, seconds, connections } = workerData as Job;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const total = Math.max(1, Math.round(rate * seconds));
const interval = 1000 / rate;
const latencies: number[] = [];
let errors = 0;

await new Promise<void>((resolve) => {
  let sent = 0;
  let done = 0;
  const finish = () => {
    if (++done === total) resolve();
  };
  const fire = (url: string) => {
    const t0 = performance.now();
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => {
        if (res.statusCode === 200) latencies.push(performance.now() - t0);
        else errors++;
        finish();
      });
    });
    req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => {
      errors++;
      finish();
    });
  };
  const start = performance.now();
  const tick = () => {
    const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
    while (sent < due) fire(urls[sent++ % urls.length] as string);
    if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
  };
  tick();
});
agent.destroy();
parentPort?.postMessage({ latencies, errors });
