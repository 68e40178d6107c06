/**
 * The graceful shutdown's last step: send the spans still buffered. A no-op unless tracing.ts
 * started the SDK (decision 325); this file imports nothing, so it costs nothing when tracing is off.
 */
let flush: () => Promise<void> = async () => {};

export function setTracingFlush(fn: () => Promise<void>): void {
  flush = fn;
}

export async function flushTracing(): Promise<void> {
  try {
    await flush();
  } catch {
    // The collector being down must not fail the shutdown.
  }
}
