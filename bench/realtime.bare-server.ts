/**
 * The baseline for bench/realtime.ts: a bare `ws` server that keeps every socket in a Set and
 * broadcasts a pre-encoded frame to all of them. Same frame format as ours, no protocol.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";

if (!process.send) throw new Error("realtime.bare-server.ts is started by bench/realtime.ts over IPC.");
const send = (message: object) => process.send?.(message);
const gc = (globalThis as { gc?: () => void }).gc;

const http = createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server: http, perMessageDeflate: false, clientTracking: false });
const sockets = new Set<WebSocket>();
wss.on("connection", (ws) => {
  sockets.add(ws);
  ws.on("close", () => sockets.delete(ws));
  ws.on("error", () => {});
});

process.on("message", (command: { type: string; channel?: string; event?: string; data?: unknown }) => {
  if (command.type === "publish") {
    const frame = Buffer.from(
      JSON.stringify({ event: command.event, channel: command.channel, data: JSON.stringify(command.data) }),
    );
    for (const ws of sockets) ws.send(frame, { binary: false });
  } else if (command.type === "rss") {
    gc?.();
    send({ type: "rss", rss: process.memoryUsage().rss, connections: sockets.size });
  } else if (command.type === "close") {
    for (const ws of sockets) ws.terminate();
    wss.close();
    http.close(() => process.exit(0));
  }
});

http.listen(0, "127.0.0.1", () => send({ type: "ready", port: (http.address() as AddressInfo).port }));
