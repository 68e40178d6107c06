import { cpus } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";

export interface ServerGauges {
  cpu_percent: number;
  memory_mb: number;
  heap_mb: number;
  event_loop_p99_ms: number;
  sockets: number;
  channels: number;
}

/**
 * The monitor's timer interval. Its histogram records the time between timer callbacks, so every
 * value includes the interval itself; the delay is the value minus it (nodejs/node#34661; Elastic's
 * APM agent subtracts it the same way).
 */
const LOOP_RESOLUTION_MS = 20;

/**
 * This instance's CPU (share of one core's time since the last sample, over every core), resident
 * memory and event-loop delay p99 (perf_hooks, reset at each sample), plus its live sockets.
 */
export class ServerSampler {
  private readonly loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  private lastCpu = process.cpuUsage();
  private lastAt = performance.now();
  private readonly cores = Math.max(1, cpus().length);

  private readonly sockets: () => { sockets: number; channels: number };

  constructor(sockets: () => { sockets: number; channels: number }) {
    this.sockets = sockets;
    this.loop.enable();
  }

  sample(): ServerGauges {
    const now = performance.now();
    const cpu = process.cpuUsage(this.lastCpu);
    const elapsedUs = Math.max(1, (now - this.lastAt) * 1000);
    this.lastCpu = process.cpuUsage();
    this.lastAt = now;
    const memory = process.memoryUsage();
    const p99 = this.loop.count > 0 ? Math.max(0, this.loop.percentile(99) / 1e6 - LOOP_RESOLUTION_MS) : 0;
    this.loop.reset();
    const live = this.sockets();
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      cpu_percent: round(((cpu.user + cpu.system) / elapsedUs / this.cores) * 100),
      memory_mb: round(memory.rss / 1048576),
      heap_mb: round(memory.heapUsed / 1048576),
      event_loop_p99_ms: round(p99),
      sockets: live.sockets,
      channels: live.channels,
    };
  }

  stop(): void {
    this.loop.disable();
  }
}
