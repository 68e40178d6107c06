// The machine's own event-loop delay floor for bench/soak.ts: a worker thread doing nothing but
// measuring, with the same monitor and resolution prom-client uses in the server
// (perf_hooks.monitorEventLoopDelay, 10 ms). On each "read" it answers the window's p99 in ms and
// resets, so each soak sample has the server's window beside an idle thread's.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parentPort } from "node:worker_threads";

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
parentPort?.on("message", (m: string) => {
  if (m === "read") {
    // Less the timer interval, which every recorded value includes (as bench/soak.ts reads the server).
    parentPort?.postMessage(Math.max(0, histogram.percentile(99) / 1e6 - 10));
    histogram.reset();
  } else if (m === "stop") {
    histogram.disable();
    parentPort?.close();
  }
});
