import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { Bus, BusHandler, BusMessage } from "./bus.ts";

interface Envelope extends BusMessage {
  /** The publishing instance; it has already delivered locally and skips its own echo. */
  origin: string;
  /** A private channel's event: the publishing instance delivers it from the echo too. */
  ordered?: true;
}

/**
 * Private channels are delivered on every instance, this one too, in the order Redis received
 * them, so a "sessions ended" signal published before a session's row is deleted reaches each
 * instance before any private event published after that (decision 505). Public events and the
 * signal itself are served locally first.
 */
const isOrdered = (message: BusMessage) => message.channel.startsWith("private-");

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
    const ordered = isOrdered(message);
    if (!ordered) for (const handler of this.handlers) handler(message);
    const envelope: Envelope = { ...message, origin: this.instanceId, ...(ordered ? { ordered: true as const } : {}) };
    try {
      await this.pub.publish(this.topic, JSON.stringify(envelope));
    } catch (err) {
      // Redis down: this instance's sockets get the event now (a private one too, as its echo
      // will not come); the others' clients refetch their lists when they reconnect
      // (REALTIME.md). Logged, never a failed request (decision 416).
      if (ordered) for (const handler of this.handlers) handler(message);
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
    if (envelope.origin === this.instanceId && !envelope.ordered) return;
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
