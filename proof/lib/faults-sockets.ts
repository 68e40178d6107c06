// Pusher-protocol clients for proof/faults.ts (raw `ws`, no browser): each subscribes to a public
// channel, records what the server tells it, and reconnects by the SPEC's policy: a close or
// pusher:error in 4200-4299 means "reconnect now" (after 0.5 s, count reset); any other drop
// retries after 1 s doubling to 30 s, at most 5 attempts (SPEC "Real-time connection").
import WebSocket from "ws";

export const specBackoffMs = [1000, 2000, 4000, 8000, 16000];
export const forcedReconnectMs = 500;

export class FaultClient {
  /** Times (ms since epoch) this client got `pusher_internal:subscription_succeeded`. */
  readonly subscribedAt: number[] = [];
  /** Close codes seen, and pusher:error codes the server sent. */
  readonly closeCodes: number[] = [];
  readonly errorCodes: number[] = [];
  /** Events received on the channel (not protocol frames). */
  readonly events: string[] = [];
  /** Reconnect attempts after the last successful subscription. */
  attempts = 0;
  gaveUp = false;
  private ws: WebSocket | undefined;
  private stopped = false;

  private readonly url: string;
  private readonly channel: string;

  constructor(url: string, channel: string) {
    this.url = url;
    this.channel = channel;
    this.connect();
  }

  get subscribed(): boolean {
    return this.ws?.readyState === WebSocket.OPEN && this.subscribedAt.length > 0 && this.attempts === 0;
  }

  private connect() {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    let forced = false;
    ws.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data?: unknown };
      if (frame.event === "pusher:connection_established") {
        ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: this.channel } }));
      } else if (frame.event === "pusher_internal:subscription_succeeded") {
        this.attempts = 0;
        this.subscribedAt.push(Date.now());
      } else if (frame.event === "pusher:error") {
        const data = (typeof frame.data === "string" ? JSON.parse(frame.data) : frame.data) as { code?: number };
        if (typeof data?.code === "number") {
          this.errorCodes.push(data.code);
          if (data.code >= 4200 && data.code <= 4299) forced = true;
        }
      } else if (!frame.event.startsWith("pusher")) {
        this.events.push(frame.event);
      }
    });
    ws.on("error", () => {});
    ws.on("close", (code) => {
      this.closeCodes.push(code);
      if (this.stopped) return;
      if (forced || (code >= 4200 && code <= 4299)) {
        this.attempts = 1;
        setTimeout(() => this.connect(), forcedReconnectMs);
        return;
      }
      if (this.attempts >= specBackoffMs.length) {
        this.gaveUp = true;
        return;
      }
      const delay = specBackoffMs[this.attempts] ?? 30_000;
      this.attempts++;
      setTimeout(() => this.connect(), delay);
    });
  }

  close() {
    this.stopped = true;
    this.ws?.terminate();
  }
}

/** Opens `count` clients (a few at a time) and waits until each is subscribed. */
export async function openClients(url: string, channel: string, count: number, timeoutMs = 60_000) {
  const clients: FaultClient[] = [];
  for (let i = 0; i < count; i++) {
    clients.push(new FaultClient(url, channel));
    if (i % 20 === 19) await new Promise((r) => setTimeout(r, 50));
  }
  await waitFor(() => clients.every((c) => c.subscribed), `${count} sockets subscribed`, timeoutMs);
  return clients;
}

export async function waitFor(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
