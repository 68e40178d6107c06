// Request load for proof/stop.ts: `clients` loops of GET /api/health over keep-alive connections,
// either a fixed number of requests in all or until stop(). Errors after the server stops are
// expected here (this suite measures the stop, not the answers; proof/faults.ts does that).
import { Agent, request } from "undici";

export interface Load {
  /** Resolves once `count` requests have been answered (or the load ended). */
  started(count: number): Promise<void>;
  stop(): void;
  done: Promise<{ answered: number; failed: number }>;
}

export function driveLoad(url: string, opts: { clients: number; requests?: number }): Load {
  const agent = new Agent({ connections: opts.clients });
  let stopped = false;
  let sent = 0;
  let answered = 0;
  let failed = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const wake = () => {
    for (const w of [...waiters]) if (answered >= w.count || stopped) w.resolve();
  };
  const client = async () => {
    while (!stopped && (opts.requests === undefined || sent < opts.requests)) {
      sent++;
      try {
        const res = await request(`${url}/api/health`, { dispatcher: agent });
        await res.body.dump();
        answered++;
      } catch {
        failed++;
        // The server is going away: do not spin on refused connections.
        await new Promise((r) => setTimeout(r, 20));
      }
      wake();
    }
  };
  const done = Promise.all(Array.from({ length: opts.clients }, client)).then(async () => {
    stopped = true;
    wake();
    await agent.destroy().catch(() => {});
    return { answered, failed };
  });
  return {
    started: (count) => new Promise<void>((resolve) => waiters.push({ count, resolve })).then(() => {}),
    stop: () => {
      stopped = true;
      wake();
    },
    done,
  };
}
