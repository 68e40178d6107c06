import { create } from "zustand";

/** docs/product.md#states "Real-time connection" states. */
export const connectionStates = ["connecting", "connected", "disconnected", "unavailable", "failed"] as const;
export type ConnectionState = (typeof connectionStates)[number];

export const isConnectionState = (value: string): value is ConnectionState =>
  (connectionStates as readonly string[]).includes(value);

export interface ConnectionStore {
  /** false until a connection is being made: signed out, or no public key/host configured. */
  active: boolean;
  state: ConnectionState;
  /** True once this connection has been connected at least once. */
  everConnected: boolean;
  /** Forced reconnect (docs/product.md#states): resets the attempts and reconnects after 0.5 s. */
  reconnect: (() => void) | null;
}

export const idleConnection: ConnectionStore = {
  active: false,
  state: "disconnected",
  everConnected: false,
  reconnect: null,
};

/** The browser's live connection, for the UI. Written only from client effects. */
export const useConnectionStore = create<ConnectionStore>()(() => ({ ...idleConnection }));

/** Whether to tell the user live updates are paused: an active connection that is not connected. */
export const selectPaused = (s: ConnectionStore): boolean =>
  s.active && s.state !== "connected" && (s.everConnected || s.state !== "connecting");
