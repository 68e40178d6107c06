import type { LiveClient, StateChange } from "./live-client";

/**
 * A LiveClient for tests that behaves like pusher-js's connection: connect() moves to "connecting"
 * (unless already on the way), disconnect() to "disconnected", and the test drives the rest
 * (`emit("connected")`, `drop()`). It records every connect and disconnect call.
 */
export function createFakeLiveClient(initial = "initialized") {
  let state = initial;
  const listeners = new Set<(change: StateChange) => void>();
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  const calls: string[] = [];

  function emit(current: string) {
    const previous = state;
    if (previous === current) return;
    state = current;
    for (const listener of [...listeners]) listener({ previous, current });
  }

  const client: LiveClient & {
    emit(state: string): void;
    drop(): void;
    deliver(channel: string, event: string, data: unknown): void;
    calls: string[];
    connects(): number;
  } = {
    get state() {
      return state;
    },
    connect() {
      calls.push("connect");
      if (state !== "connecting" && state !== "connected") emit("connecting");
    },
    disconnect() {
      calls.push("disconnect");
      emit("disconnected");
    },
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    bind(channel, event, handler) {
      const key = `${channel}|${event}`;
      const set = handlers.get(key) ?? new Set();
      set.add(handler);
      handlers.set(key, set);
      return () => set.delete(handler);
    },
    leave(channel) {
      calls.push(`leave ${channel}`);
    },
    emit,
    /** The server went away: pusher-js goes back to connecting on its own. */
    drop() {
      emit("connecting");
    },
    deliver(channel, event, data) {
      for (const handler of handlers.get(`${channel}|${event}`) ?? []) handler(data);
    },
    calls,
    connects: () => calls.filter((c) => c === "connect").length,
  };
  return client;
}
