import { maxBufferedBytes } from "./protocol.ts";

/** The part of a `ws` WebSocket a connection uses (a fake in unit tests). */
export interface SocketLike {
  readonly bufferedAmount: number;
  readonly readyState: number;
  send(data: Buffer | string, options: { binary: boolean }): void;
  close(code: number, reason: string): void;
  terminate(): void;
}

const OPEN = 1;
/** After asking a socket to close, give it this long before cutting it off. */
const closeGraceMs = 2_000;

/** One client socket: its id, its channels, and when it was last heard from. */
export class Connection {
  readonly id: string;
  readonly channels = new Set<string>();
  /** Private channel -> the tag of the session that authorised it (decision 505). */
  readonly sessionOf = new Map<string, string>();
  readonly socket: SocketLike;
  /** performance.now() of the last frame received. */
  lastSeen: number;
  /** performance.now() of the unanswered server ping, or null. */
  pingSentAt: number | null = null;
  closing = false;

  constructor(id: string, socket: SocketLike, now: number) {
    this.id = id;
    this.socket = socket;
    this.lastSeen = now;
  }

  touch(now: number) {
    this.lastSeen = now;
    this.pingSentAt = null;
  }

  /**
   * Sends one text frame. A client that lets more than 1 MiB pile up is too slow to serve:
   * it is closed with 4100 (over capacity; pusher-js backs off and reconnects).
   */
  send(data: Buffer | string): boolean {
    if (this.closing || this.socket.readyState !== OPEN) return false;
    if (this.socket.bufferedAmount > maxBufferedBytes) {
      this.close(4100, "Over capacity: the client is not reading fast enough.", false);
      return false;
    }
    this.socket.send(data, { binary: false });
    return true;
  }

  /**
   * Sends `pusher:error {code, message}` (when the buffer allows), then the close frame with the
   * same code. A socket that does not finish closing within the grace period is cut off.
   */
  close(code: number, message: string, sendError = true) {
    if (this.closing) return;
    if (sendError && this.socket.readyState === OPEN && this.socket.bufferedAmount <= maxBufferedBytes) {
      this.socket.send(JSON.stringify({ event: "pusher:error", data: { code, message } }), { binary: false });
    }
    this.closing = true;
    try {
      // Close reasons are limited to 123 bytes.
      this.socket.close(code, message.slice(0, 120));
    } catch {
      this.socket.terminate();
      return;
    }
    const timer = setTimeout(() => this.socket.terminate(), closeGraceMs);
    timer.unref();
  }
}
