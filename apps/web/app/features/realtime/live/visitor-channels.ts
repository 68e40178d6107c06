import { onWantedChannels } from "../../../lib/live-data/live-bus";

export interface VisitorChannelsOptions {
  /** Opens the connection (following the wanted channels); returns its stop. */
  start: () => () => void;
  /** Runs `task` later (after first paint, when the browser is idle); returns its cancel. */
  later: (task: () => void) => () => void;
  /** The wanted-channels source (the live-data bus by default). */
  follow?: typeof onWantedChannels;
}

/**
 * A signed-out visitor's live connection (issue 21, decision 353): opened lazily, once the
 * browser is idle, only while an open page wants a public channel (a class page's seats), and
 * closed as soon as no page wants one. Returns the stop function.
 */
export function connectWhileChannelsWanted(options: VisitorChannelsOptions): () => void {
  const follow = options.follow ?? onWantedChannels;
  let stopConnection: (() => void) | null = null;
  let cancelPending: (() => void) | null = null;

  const close = () => {
    cancelPending?.();
    cancelPending = null;
    stopConnection?.();
    stopConnection = null;
  };

  const stopFollowing = follow((wanted) => {
    if (wanted.size === 0) return close();
    if (stopConnection || cancelPending) return;
    cancelPending = options.later(() => {
      cancelPending = null;
      stopConnection = options.start();
    });
  });

  return () => {
    stopFollowing();
    close();
  };
}

/** After first paint and when idle (requestIdleCallback, else a short timeout), so page load is not slowed. */
export function whenIdle(task: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}
