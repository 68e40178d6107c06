/** One event on its way to every socket listening on `channel`, on every instance. */
export interface BusMessage {
  channel: string;
  event: string;
  /** The JSON-encoded payload, exactly as it goes on the wire. */
  data: string;
  /** A socket that must not receive it (the Pusher API's `socket_id`). */
  except?: string;
}

export type BusHandler = (message: BusMessage) => void;

/** Fans events out to the local sockets of every instance. */
export interface Bus {
  readonly kind: "memory" | "redis";
  publish(message: BusMessage): Promise<void>;
  /** Called for every message published on any instance (including this one). */
  subscribe(handler: BusHandler): void;
  close(): Promise<void>;
}

/** A single instance: publishing is a direct call. */
export class InProcessBus implements Bus {
  readonly kind = "memory" as const;
  private readonly handlers: BusHandler[] = [];

  async publish(message: BusMessage) {
    for (const handler of this.handlers) handler(message);
  }

  subscribe(handler: BusHandler) {
    this.handlers.push(handler);
  }

  async close() {
    this.handlers.length = 0;
  }
}
