/**
 * Test helpers for the real-time integration tests: pusher-js (its Node build) and raw `ws`
 * clients, and bounded waits. Every wait has a time-out so a broken server fails, never hangs.
 */
import type { EventEmitter } from "node:events";
import PusherJs from "pusher-js";
import type * as PusherTypes from "pusher-js/types/src/core/pusher.js";
import WebSocket from "ws";

// pusher-js ships CommonJS with ESM-style typings: the runtime default export is the class.
type PusherCtor = typeof PusherTypes.default.default;
const Pusher = PusherJs as unknown as PusherCtor;
export type Pusher = InstanceType<PusherCtor>;

export const waitMs = 10_000;

/** Resolves with the first `event` emitted by `emitter`, or rejects after `timeout` ms. */
export function once<T = unknown>(
  bind: (event: string, fn: (data: T) => void) => void,
  unbind: (event: string, fn: (data: T) => void) => void,
  event: string,
  what: string,
  timeout = waitMs,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unbind(event, handler);
      reject(new Error(`timed out after ${timeout} ms waiting for ${what}`));
    }, timeout);
    const handler = (data: T) => {
      clearTimeout(timer);
      unbind(event, handler);
      resolve(data);
    };
    bind(event, handler);
  });
}

/** Waits until `check()` is true, polling every 20 ms, at most `timeout` ms. */
export async function until(check: () => boolean, what: string, timeout = waitMs): Promise<void> {
  const deadline = performance.now() + timeout;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export type AuthHandler = (socketId: string, channelName: string) => Promise<{ auth: string }>;

/** A pusher-js client pointed at our server on 127.0.0.1:port, WebSocket transport only. */
export function pusherClient(port: number, key: string, authorize?: AuthHandler): Pusher {
  return new Pusher(key, {
    cluster: "local",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      endpoint: "/unused",
      transport: "ajax",
      customHandler: (params, callback) => {
        if (!authorize) return callback(new Error("no authoriser in this test"), null);
        authorize(params.socketId, params.channelName).then(
          (data) => callback(null, data),
          (err: Error) => callback(err, null),
        );
      },
    },
  });
}

export function connected(client: Pusher, timeout = waitMs): Promise<void> {
  if (client.connection.state === "connected") return Promise.resolve();
  const c = client.connection;
  return once(
    (e, fn) => c.bind(e, fn),
    (e, fn) => c.unbind(e, fn),
    "connected",
    "pusher-js to connect",
    timeout,
  ).then(() => undefined);
}

/** Subscribes and waits for `pusher:subscription_succeeded` (rejects on subscription_error). */
export function subscribed(client: Pusher, channelName: string, timeout = waitMs) {
  const channel = client.subscribe(channelName);
  return new Promise<typeof channel>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out subscribing to ${channelName}`)), timeout);
    channel.bind("pusher:subscription_succeeded", () => {
      clearTimeout(timer);
      resolve(channel);
    });
    channel.bind("pusher:subscription_error", (err: unknown) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`subscription to ${channelName} failed`), { detail: err }));
    });
  });
}

export function nextEvent<T = unknown>(
  channel: { bind(e: string, fn: (d: T) => void): unknown; unbind(e: string, fn: (d: T) => void): unknown },
  event: string,
  timeout = waitMs,
): Promise<T> {
  return once<T>(
    (e, fn) => channel.bind(e, fn),
    (e, fn) => channel.unbind(e, fn),
    event,
    `event ${event}`,
    timeout,
  );
}

export interface RawFrame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A bare `ws` client that records every frame, to check the wire format itself. */
export class RawClient {
  readonly ws: WebSocket;
  readonly frames: RawFrame[] = [];
  closeCode: number | null = null;
  private readonly emitter: EventEmitter;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers });
    this.emitter = this.ws;
    this.ws.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as RawFrame;
      this.frames.push(frame);
      this.emitter.emit("frame", frame);
    });
    this.ws.on("close", (code) => {
      this.closeCode = code;
    });
    this.ws.on("error", () => {});
  }

  send(frame: RawFrame) {
    this.ws.send(JSON.stringify(frame));
  }

  /** The first recorded frame (from `from` on) matching `match`, waiting for it if needed. */
  async frame(match: (f: RawFrame) => boolean, what: string, from = 0, timeout = waitMs): Promise<RawFrame> {
    const find = () => this.frames.slice(from).find(match);
    await until(() => find() !== undefined, what, timeout);
    return find() as RawFrame;
  }

  event(name: string, what = name, from = 0) {
    return this.frame((f) => f.event === name, what, from);
  }

  /** The data of `connection_established`, parsed. */
  async established(): Promise<{ socket_id: string; activity_timeout: number }> {
    const f = await this.event("pusher:connection_established");
    return JSON.parse(f.data as string);
  }

  async closed(timeout = waitMs): Promise<number> {
    await until(() => this.closeCode !== null, "the socket to close", timeout);
    return this.closeCode as number;
  }

  close() {
    this.ws.terminate();
  }
}
