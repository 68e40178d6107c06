import type { PendingPush } from "./live-channels.ts";

/**
 * Coalesces pushes by channel and event: the first opens a window of `coalesceMs`, later ones in
 * the window replace its payload, and the latest is sent when the window ends. A busy class's
 * seat count therefore reaches its viewers at most once per window, and always ends on the truth.
 */
export function createCoalescer(send: (push: PendingPush) => Promise<void> | void) {
  const waiting = new Map<string, PendingPush>();
  return {
    push(e: PendingPush): void {
      const key = `${e.channel}\n${e.event}`;
      const open = waiting.has(key);
      waiting.set(key, e);
      if (open) return;
      const timer = setTimeout(() => {
        const latest = waiting.get(key);
        waiting.delete(key);
        if (latest) void send(latest);
      }, e.coalesceMs ?? 0);
      timer.unref?.();
    },
    /** How many windows are open (for tests). */
    get pending(): number {
      return waiting.size;
    },
  };
}
