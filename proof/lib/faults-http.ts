// HTTP probes for proof/faults.ts: one request's outcome (status, error code of the SPEC's error
// body, time taken, or the transport error), and loops of them.
import { Agent, request } from "undici";

export interface Answer {
  /** When the request was sent and how long it took (ms). */
  at: number;
  ms: number;
  status?: number;
  /** `error.code` of the SPEC's error body, when the body is one. */
  code?: string;
  /** Transport failure (reset, refused, closed): the request was not answered. */
  error?: string;
}

export async function probe(
  url: string,
  opts: { method?: "GET" | "POST"; body?: unknown; headers?: Record<string, string>; agent?: Agent } = {},
): Promise<Answer> {
  const at = Date.now();
  try {
    const res = await request(url, {
      method: opts.method ?? "GET",
      dispatcher: opts.agent,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
      headers: { ...(opts.body ? { "content-type": "application/json" } : {}), ...opts.headers },
      ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await res.body.text();
    let code: string | undefined;
    try {
      const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown; status?: unknown } };
      const e = body.error;
      if (e && typeof e.code === "string" && typeof e.message === "string" && e.status === res.statusCode)
        code = e.code;
    } catch {}
    return { at, ms: Date.now() - at, status: res.statusCode, ...(code ? { code } : {}) };
  } catch (err) {
    const e = err as { code?: string; message?: string };
    return { at, ms: Date.now() - at, error: e.code ?? e.message ?? String(err) };
  }
}

/** `clients` loops of `probe(url)` until stop(); every answer is kept. */
export function probeLoop(url: string, clients: number) {
  const agent = new Agent({ connections: clients });
  const answers: Answer[] = [];
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const a = await probe(url, { agent });
      answers.push(a);
      if (a.error || (a.status ?? 0) >= 500) await new Promise((r) => setTimeout(r, 50));
    }
  };
  const done = Promise.all(Array.from({ length: clients }, loop));
  return {
    answers,
    async stop() {
      stopped = true;
      await done;
      await agent.close();
    },
  };
}

export async function until<T>(fn: () => Promise<T | undefined>, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`faults: timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
