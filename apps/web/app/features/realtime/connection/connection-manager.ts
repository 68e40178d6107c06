import {
  REALTIME_CONNECT_TIMEOUT_MS,
  REALTIME_FORCED_RECONNECT_DELAY_MS,
  REALTIME_MAX_RECONNECTS,
  REALTIME_ONLINE_RECONNECT_DELAY_MS,
} from "../../../lib/constants";
import { type ConnectionState, isConnectionState } from "./connection-state";
import type { LiveClient, StateChange } from "./live-client";
import { retryDelay } from "./retry-delay";

export interface ConnectionManagerDeps {
  client: LiveClient;
  /** Receives every state the user should know about (docs/product.md#states states). */
  onState(state: ConnectionState): void;
  /** After every (re)connect: Pusher keeps no history, so refetch what may have been missed. */
  onConnected?(): void;
  /** Where the browser's `online` event fires (window); none in tests that do not need it. */
  network?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
}

export interface ConnectionManager {
  start(): void;
  stop(): void;
  /** docs/product.md#states forced reconnect: resets the attempts and the delay, reconnects after 0.5 s. */
  forceReconnect(): void;
}

const failures = new Set(["unavailable", "failed", "disconnected"]);

/**
 * docs/product.md#states/#constants reconnect policy layered over pusher-js (whose own retry is 15 s..60 s forever):
 * after a drop, attempt n starts retryDelay(n) later (1 s doubling to 30 s) by disconnect() then
 * connect(); an attempt not connected within 10 s has failed; after 5 failed attempts the client
 * is stopped and the state is "failed". `connected` resets everything. The browser's `online`
 * event while not connected reconnects after 1 s (with fresh attempts).
 */
export function createConnectionManager(deps: ConnectionManagerDeps): ConnectionManager {
  const { client } = deps;
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attemptTimer: ReturnType<typeof setTimeout> | undefined;
  let quiet = false; // our own disconnect() between attempts: not news for the user
  let gaveUp = false;
  let running = false;
  let unlisten: (() => void) | undefined;
  let reported: ConnectionState | undefined;

  function report(state: ConnectionState) {
    if (state === reported) return;
    reported = state;
    deps.onState(state);
  }

  function clearTimers() {
    clearTimeout(retryTimer);
    clearTimeout(attemptTimer);
    retryTimer = undefined;
    attemptTimer = undefined;
  }

  function disconnectQuietly() {
    quiet = true;
    try {
      client.disconnect();
    } finally {
      quiet = false;
    }
  }

  /** One attempt: a fresh connection, failed unless connected within the attempt time-out. */
  function armAttemptTimeout() {
    clearTimeout(attemptTimer);
    attemptTimer = setTimeout(() => {
      attemptTimer = undefined;
      if (client.state !== "connected") scheduleRetry();
    }, REALTIME_CONNECT_TIMEOUT_MS);
  }

  function attempt() {
    armAttemptTimeout();
    disconnectQuietly();
    report("connecting");
    client.connect();
  }

  function giveUp() {
    gaveUp = true;
    clearTimers();
    disconnectQuietly();
    report("failed");
  }

  function scheduleRetry() {
    clearTimeout(attemptTimer);
    attemptTimer = undefined;
    if (retryTimer || gaveUp || !running) return;
    if (attempts >= REALTIME_MAX_RECONNECTS) {
      giveUp();
      return;
    }
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        attempts++;
        attempt();
      },
      retryDelay(attempts + 1),
    );
  }

  /** Fresh attempts (forced reconnect, back online): one reconnect after `delay`. */
  function restartAfter(delay: number) {
    if (!running) return;
    clearTimers();
    attempts = 0;
    gaveUp = false;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      attempt();
    }, delay);
  }

  function onStateChange({ previous, current }: StateChange) {
    if (quiet || !running) return;
    if (current === "connected") {
      clearTimers();
      attempts = 0;
      gaveUp = false;
      report("connected");
      deps.onConnected?.();
      return;
    }
    if (gaveUp) return;
    if (isConnectionState(current)) report(current);
    if (retryTimer) return; // a retry is already on its way
    if (attemptTimer) {
      if (failures.has(current)) scheduleRetry(); // this attempt failed before its time-out
      return;
    }
    const dropped = previous === "connected" || failures.has(current);
    if (dropped) scheduleRetry();
  }

  const onOnline = () => {
    if (client.state !== "connected") restartAfter(REALTIME_ONLINE_RECONNECT_DELAY_MS);
  };

  return {
    start() {
      if (running) return;
      running = true;
      unlisten = client.onStateChange(onStateChange);
      deps.network?.addEventListener("online", onOnline);
      attempts = 0;
      gaveUp = false;
      if (client.state === "connected") {
        onStateChange({ previous: "initialized", current: "connected" });
        return;
      }
      armAttemptTimeout();
      report("connecting");
      client.connect();
    },

    stop() {
      if (!running) return;
      running = false;
      clearTimers();
      unlisten?.();
      unlisten = undefined;
      deps.network?.removeEventListener("online", onOnline);
      disconnectQuietly();
      report("disconnected");
    },

    forceReconnect() {
      restartAfter(REALTIME_FORCED_RECONNECT_DELAY_MS);
    },
  };
}
