/**
 * The few things the connection manager needs from a Pusher client. The app's implementation wraps
 * pusher-js (pusher-live-client.ts); tests pass a fake.
 */
export interface StateChange {
  previous: string;
  current: string;
}

export interface LiveClient {
  /** pusher-js's state: initialized, connecting, connected, unavailable, failed, disconnected. */
  readonly state: string;
  connect(): void;
  disconnect(): void;
  /** Calls the listener on every state change; returns the unsubscribe function. */
  onStateChange(listener: (change: StateChange) => void): () => void;
  /** Subscribes to the channel (once) and binds the handler to the event; returns the unbind function. */
  bind(channel: string, event: string, handler: (data: unknown) => void): () => void;
  /** Unsubscribes from a channel no page needs any more. */
  leave?(channel: string): void;
}

/** One channel event and what to do with its payload (validated by the handler). */
export interface LiveBinding {
  channel: string;
  event: string;
  handle(payload: unknown): void | Promise<void>;
}
