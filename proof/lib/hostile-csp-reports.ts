/**
 * The hostile proof's view of POST /api/csp-reports (decision 411): the server's
 * `guildforge_csp_violations_total` on /metrics, summed over directives. Browsers send reports
 * asynchronously (the Reporting API in batches), so `settle` polls until the count has stopped
 * moving, bounded.
 */
export interface CspReportCounter {
  read(): Promise<number>;
  /** Polls until the count is at least `atLeast` and unchanged for `quietMs`, or `maxMs` passed. */
  settle(opts?: { atLeast?: number; quietMs?: number; maxMs?: number }): Promise<number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function cspReportCounter(baseURL: string, token: string): CspReportCounter {
  const read = async () => {
    const res = await fetch(`${baseURL}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
    let sum = 0;
    for (const m of (await res.text()).matchAll(/^guildforge_csp_violations_total\{[^}]*\} (\d+)$/gm))
      sum += Number(m[1]);
    return sum;
  };
  return {
    read,
    async settle({ atLeast = 0, quietMs = 1500, maxMs = 20_000 } = {}) {
      const until = Date.now() + maxMs;
      let value = await read();
      let since = Date.now();
      while (Date.now() < until) {
        await sleep(200);
        const now = await read();
        if (now !== value) {
          value = now;
          since = Date.now();
        } else if (value >= atLeast && Date.now() - since >= quietMs) break;
      }
      return value;
    },
  };
}

/** Chromium's Reporting API waits a minute before sending a batch; this flag makes it 100 ms. */
export const shortReportingDelay = "--short-reporting-delay";
