import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { Bus, BusHandler, BusMessage } from "./bus.ts";

interface Envelope extends BusMessage {
  /** The publishing instance; it has already delivered locally and skips its own echo. */
  origin: string;
}

/**
 * Redis pub/sub across instances. Local sockets get the event at once; the other instances get it
 * through Redis. Pub/sub keeps no history: an instance that is down misses the event, and the
 * client refetches its notifications after reconnecting (REALTIME.md).
 */
export class RedisBus implements Bus {
  readonly kind = "redis" as const;
  private readonly instanceId = randomUUID();
  private readonly topic: string;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers: BusHandler[] = [];
  private readonly ready: Promise<void>;
  private onError: (err: Error) => void;

  constructor(url: string, appId: string, onError: (err: Error) => void = () => {}) {
    this.topic = `guildforge:realtime:${appId}`;
    this.onError = onError;
    const options = { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: "guildforge-realtime" };
    // While Redis is down a publish fails at once (local sockets already have the event) instead
    // of holding the request that published it; the subscriber resubscribes on reconnect.
    const pub = new Redis(url, { ...options, enableOfflineQueue: false, commandTimeout: 1000 });
    const sub = new Redis(url, options);
    this.pub = pub;
    this.sub = sub;
    for (const client of [pub, sub]) client.on("error", (err: Error) => this.onError(err));
    sub.on("messageBuffer", (_channel: Buffer, payload: Buffer) => this.receive(payload));
    const topic = this.topic;
    this.ready = (async () => {
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.subscribe(topic);
    })();
    this.ready.catch((err: Error) => this.onError(err));
  }

  /** Resolves once both connections are up and subscribed; rejects when Redis is unreachable. */
  connected(): Promise<void> {
    return this.ready;
  }

  async publish(message: BusMessage) {
    for (const handler of this.handlers) handler(message);
    const envelope: Envelope = { ...message, origin: this.instanceId };
    try {
      await this.pub.publish(this.topic, JSON.stringify(envelope));
    } catch (err) {
      // Redis down: this instance's sockets have the event; the others' clients refetch their
      // lists when they reconnect (REALTIME.md). Logged, never a failed request (decision 416).
      this.onError(err as Error);
    }
  }

  subscribe(handler: BusHandler) {
    this.handlers.push(handler);
  }

  private receive(payload: Buffer) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload.toString("utf8"));
    } catch (err) {
      this.onError(err as Error);
      return;
    }
    if (envelope.origin === this.instanceId) return;
    const message: BusMessage = { channel: envelope.channel, event: envelope.event, data: envelope.data };
    if (envelope.except !== undefined) message.except = envelope.except;
    for (const handler of this.handlers) handler(message);
  }

  async close() {
    this.handlers.length = 0;
    this.onError = () => {};
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
