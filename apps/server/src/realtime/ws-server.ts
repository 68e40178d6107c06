import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { channelNamePattern, realtimeCloseCodes as codes } from "@guildforge/contracts";
import { type WebSocket, WebSocketServer } from "ws";
import type { BusMessage } from "./bus.ts";
import { ChannelRegistry } from "./channel-registry.ts";
import { Connection } from "./connection.ts";
import { isOriginAllowed } from "./origin-check.ts";
import {
  channelKind,
  decodeClientFrame,
  defaultActivityTimeoutSeconds,
  defaultPongTimeoutMs,
  encodeError,
  encodeFrame,
  encodeSubscriptionError,
  generateSocketId,
  isClientEvent,
  maxChannelsPerSocket,
  maxClientFrameBytes,
} from "./protocol.ts";
import { decodeBinding, endedSessionMemoryMs, type SessionBinding, type SessionLiveness } from "./session-binding.ts";
import { type AppCredentials, readChannelAuth } from "./signing.ts";

export interface PusherServerOptions {
  app: AppCredentials;
  appOrigin: string;
  allowLoopbackOrigins: boolean;
  /** Silence after which the server pings; announced to clients in whole seconds. */
  activityTimeoutMs?: number;
  pongTimeoutMs?: number;
  /** How often idle sockets are checked. */
  sweepIntervalMs?: number;
  maxConnections?: number;
  /**
   * Asked every `sessionSweepMs` which sessions behind this instance's private subscriptions are
   * still live (expiry needs no request to happen); absent: only explicit endSessions() drop them.
   */
  sessionLiveness?: SessionLiveness;
  sessionSweepMs?: number;
  log?: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void };
}

const viteProtocols = ["vite-hmr", "vite-ping"];
const noopLog = { warn() {}, debug() {} };

/** Pusher protocol 7 on `ws`, attached to the app's own HTTP server at `/app/{key}`. */
export class PusherServer {
  private readonly wss: WebSocketServer;
  private readonly registry = new ChannelRegistry();
  private readonly connections = new Set<Connection>();
  private readonly options: Required<Omit<PusherServerOptions, "log" | "sessionLiveness">>;
  private readonly log: NonNullable<PusherServerOptions["log"]>;
  private readonly sessionLiveness: SessionLiveness | undefined;
  /** Session tag -> the local sockets holding a private channel that session authorised. */
  private readonly bySession = new Map<string, { userId: number; connections: Set<Connection> }>();
  /** Ended session tags -> performance.now() until which subscriptions bound to them are refused. */
  private readonly endedSessions = new Map<string, number>();
  private sessionSweepRunning = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sessionSweepTimer: NodeJS.Timeout | undefined;
  private closing = false;
  private attachedTo: Server | undefined;
  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    this.handleUpgrade(req, socket, head);

  constructor(options: PusherServerOptions) {
    this.options = {
      activityTimeoutMs: defaultActivityTimeoutSeconds * 1000,
      pongTimeoutMs: defaultPongTimeoutMs,
      sweepIntervalMs: 1_000,
      maxConnections: 20_000,
      sessionSweepMs: 2_000,
      ...options,
    };
    this.log = options.log ?? noopLog;
    this.sessionLiveness = options.sessionLiveness;
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: maxClientFrameBytes,
      perMessageDeflate: false,
      clientTracking: false,
    });
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  get channelCount(): number {
    return this.registry.channelCount;
  }

  attach(server: Server) {
    this.attachedTo = server;
    server.on("upgrade", this.onUpgrade);
    this.sweepTimer = setInterval(() => this.sweep(performance.now()), this.options.sweepIntervalMs);
    this.sweepTimer.unref();
    if (this.sessionLiveness) {
      this.sessionSweepTimer = setInterval(() => void this.sweepSessions(), this.options.sessionSweepMs);
      this.sessionSweepTimer.unref();
    }
  }

  /** Sessions with at least one private subscription on this instance. */
  get boundSessionCount(): number {
    return this.bySession.size;
  }

  /**
   * The sessions with these tags have ended: every local private subscription they authorised is
   * dropped now (the socket gets `pusher:subscription_error` 401 for the channel and keeps its
   * public channels), and for a while new subscriptions bound to them are refused.
   */
  endSessions(tags: Iterable<string>) {
    const until = performance.now() + endedSessionMemoryMs;
    for (const tag of tags) {
      this.endedSessions.set(tag, until);
      const entry = this.bySession.get(tag);
      if (!entry) continue;
      this.bySession.delete(tag);
      for (const connection of entry.connections) {
        for (const [channel, bound] of [...connection.sessionOf]) {
          if (bound !== tag) continue;
          connection.sessionOf.delete(channel);
          this.registry.remove(channel, connection);
          connection.send(
            encodeSubscriptionError(
              channel,
              "AuthError",
              "Your session has ended. Sign in again to receive live updates.",
              401,
            ),
          );
        }
      }
    }
  }

  /**
   * Asks sessionLiveness about every session bound here, in one batch: drops the ended ones and
   * follows the ones a role change gave a new id. One sweep at a time.
   */
  async sweepSessions(): Promise<void> {
    const liveness = this.sessionLiveness;
    if (!liveness || this.sessionSweepRunning || this.bySession.size === 0 || this.closing) return;
    this.sessionSweepRunning = true;
    try {
      const asked: SessionBinding[] = [...this.bySession].map(([tag, e]) => ({ userId: e.userId, tag }));
      const answer = await liveness(asked);
      const ended: string[] = [];
      for (const { tag } of asked) {
        const current = answer.get(tag);
        if (current === null || current === undefined) ended.push(tag);
        else if (current !== tag) this.retag(tag, current);
      }
      this.endSessions(ended);
    } catch (err) {
      this.log.warn({ err }, "realtime session sweep failed");
    } finally {
      this.sessionSweepRunning = false;
    }
  }

  /** A rotated session keeps its subscriptions under its new tag. */
  private retag(from: string, to: string) {
    const entry = this.bySession.get(from);
    if (!entry) return;
    this.bySession.delete(from);
    const target = this.bySession.get(to) ?? { userId: entry.userId, connections: new Set<Connection>() };
    this.bySession.set(to, target);
    for (const connection of entry.connections) {
      target.connections.add(connection);
      for (const [channel, bound] of connection.sessionOf) if (bound === from) connection.sessionOf.set(channel, to);
    }
  }

  private bind(connection: Connection, channel: string, binding: SessionBinding) {
    connection.sessionOf.set(channel, binding.tag);
    let entry = this.bySession.get(binding.tag);
    if (!entry) {
      entry = { userId: binding.userId, connections: new Set() };
      this.bySession.set(binding.tag, entry);
    }
    entry.connections.add(connection);
  }

  private unbind(connection: Connection, channel: string) {
    const tag = connection.sessionOf.get(channel);
    if (tag === undefined) return;
    connection.sessionOf.delete(channel);
    for (const other of connection.sessionOf.values()) if (other === tag) return;
    const entry = this.bySession.get(tag);
    entry?.connections.delete(connection);
    if (entry?.connections.size === 0) this.bySession.delete(tag);
  }

  private leave(connection: Connection, channel: string) {
    this.unbind(connection, channel);
    this.registry.remove(channel, connection);
  }

  /** Sends one event to every local socket on the channel (except `message.except`). */
  deliver(message: BusMessage) {
    const members = this.registry.members(message.channel);
    if (members.size === 0) return;
    const frame = Buffer.from(encodeFrame(message.event, message.data, message.channel));
    for (const connection of members) {
      if (connection.id !== message.except) connection.send(frame);
    }
  }

  /** Graceful shutdown: every socket gets 4200 (reconnect now, e.g. to another instance). */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.sweepTimer);
    clearInterval(this.sessionSweepTimer);
    this.attachedTo?.off("upgrade", this.onUpgrade);
    const closed = [...this.connections].map(
      (c) =>
        new Promise<void>((resolve) => {
          (c.socket as WebSocket).once("close", () => resolve());
          c.close(codes.shuttingDown, "Server is shutting down. Please reconnect.");
        }),
    );
    await Promise.all(closed);
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    const match = /^\/app\/([^/]+)\/?$/.exec(pathname);
    if (!match) {
      const protocol = String(req.headers["sec-websocket-protocol"] ?? "");
      if (viteProtocols.some((p) => protocol.includes(p))) return; // Vite's HMR socket in dev
      // Nobody else serves WebSockets here: answer instead of leaving the socket hanging.
      if ((this.attachedTo?.listenerCount("upgrade") ?? 0) <= 1) {
        socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      }
      return;
    }
    let key = "";
    try {
      key = decodeURIComponent(match[1] ?? "");
    } catch {} // malformed escapes: an unknown key (4001)
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onOpen(ws, req, key));
  }

  private onOpen(ws: WebSocket, req: IncomingMessage, key: string) {
    const connection = new Connection(generateSocketId(), ws, performance.now());
    ws.on("error", (err) => this.log.debug({ err, socketId: connection.id }, "websocket error"));
    if (this.closing) return connection.close(codes.shuttingDown, "Server is shutting down. Please reconnect.");
    if (key !== this.options.app.key) {
      return connection.close(codes.unknownAppKey, `App key ${key.slice(0, 64)} does not exist.`);
    }
    const originOk = isOriginAllowed(req.headers.origin, req.headers.host, {
      appOrigin: this.options.appOrigin,
      allowLoopback: this.options.allowLoopbackOrigins,
    });
    if (!originOk) {
      this.log.warn({ origin: req.headers.origin }, "websocket origin refused");
      return connection.close(codes.unauthorised, "Origin not allowed.");
    }
    if (this.connections.size >= this.options.maxConnections) {
      return connection.close(codes.overCapacity, "Over capacity. Please try again later.");
    }

    this.connections.add(connection);
    ws.on("close", () => {
      this.connections.delete(connection);
      for (const channel of [...connection.sessionOf.keys()]) this.unbind(connection, channel);
      this.registry.removeAll(connection);
    });
    ws.on("message", (raw, isBinary) => {
      connection.touch(performance.now());
      if (isBinary) return connection.send(encodeError(null, "Binary frames are not supported."));
      this.onFrame(connection, raw.toString());
    });
    connection.send(
      encodeFrame("pusher:connection_established", {
        socket_id: connection.id,
        activity_timeout: Math.max(1, Math.round(this.options.activityTimeoutMs / 1000)),
      }),
    );
  }

  private onFrame(connection: Connection, raw: string) {
    const frame = decodeClientFrame(raw);
    if (!frame) return connection.send(encodeError(null, "Invalid message format."));
    switch (frame.event) {
      case "pusher:ping":
        return connection.send(encodeFrame("pusher:pong", {}));
      case "pusher:pong":
        return;
      case "pusher:subscribe":
        return this.subscribe(connection, frame.data.channel, frame.data.auth);
      case "pusher:unsubscribe":
        if (typeof frame.data.channel === "string") this.leave(connection, frame.data.channel);
        return;
      default:
        if (isClientEvent(frame.event)) {
          connection.send(encodeError(codes.clientEventRejected, "Client events are not enabled on this server."));
        }
    }
  }

  private subscribe(connection: Connection, channel: unknown, auth: unknown) {
    if (typeof channel !== "string" || !channelNamePattern.test(channel)) {
      const name = typeof channel === "string" ? channel.slice(0, 200) : "";
      return connection.send(
        encodeSubscriptionError(
          name,
          "InvalidChannel",
          "The channel name is not valid (at most 200 of [A-Za-z0-9_-=@,.;]).",
          400,
        ),
      );
    }
    if (connection.channels.has(channel)) {
      return connection.send(encodeFrame("pusher_internal:subscription_succeeded", {}, channel));
    }
    if (connection.channels.size >= maxChannelsPerSocket) {
      return connection.send(
        encodeSubscriptionError(
          channel,
          "LimitReached",
          `At most ${maxChannelsPerSocket} channels per connection.`,
          400,
        ),
      );
    }
    const kind = channelKind(channel);
    if (kind === "unsupported") {
      return connection.send(
        encodeSubscriptionError(
          channel,
          "UnsupportedChannel",
          "Presence and encrypted channels are not supported.",
          400,
        ),
      );
    }
    if (kind === "private") {
      const signed = readChannelAuth(this.options.app, connection.id, channel, auth);
      if (!signed) {
        return connection.send(encodeSubscriptionError(channel, "AuthError", "The connection is unauthorized.", 401));
      }
      // Bound to a session (every signature /api/broadcasting/auth gives): the session must not
      // have ended and the signature must be fresh. Unbound ones only come from holders of the secret.
      if (signed.binding !== null) {
        const binding = decodeBinding(signed.binding);
        if (!binding || this.endedSessions.has(binding.tag)) {
          return connection.send(
            encodeSubscriptionError(
              channel,
              "AuthError",
              "This authorisation has expired or its session has ended. Sign in again.",
              401,
            ),
          );
        }
        this.bind(connection, channel, binding);
      }
    }
    this.registry.add(channel, connection);
    connection.send(encodeFrame("pusher_internal:subscription_succeeded", {}, channel));
  }

  /** Pings sockets silent for activity_timeout; closes with 4201 those that do not answer. */
  sweep(now: number) {
    for (const [tag, until] of this.endedSessions) if (until <= now) this.endedSessions.delete(tag);
    const ping = encodeFrame("pusher:ping", {});
    for (const connection of this.connections) {
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt >= this.options.pongTimeoutMs) {
          connection.close(codes.pongTimeout, "Pong reply not received in time.");
        }
      } else if (now - connection.lastSeen >= this.options.activityTimeoutMs) {
        connection.pingSentAt = now;
        connection.send(ping);
      }
    }
  }
}
