/**
 * The real-time server alone, for bench/realtime.ts: our PusherServer + the in-process bus +
 * the embedded driver on a bare HTTP server, driven over IPC (the bench spawns it with `fork`),
 * so the bench can measure this process's memory without the database or the bench's clients.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { InProcessBus } from "./bus.ts";
import { embeddedRealtime } from "./embedded-driver.ts";
import { PusherServer } from "./ws-server.ts";

export type BenchCommand =
  | { type: "publish"; channel: string; event: string; data: unknown }
  | { type: "rss" }
  | { type: "close" };

if (!process.send) throw new Error("bench-server.ts is started by bench/realtime.ts over IPC.");
const send = (message: object) => process.send?.(message);
const gc = (globalThis as { gc?: () => void }).gc;

const app = { appId: "bench", key: "bench-key", secret: "bench-secret-0123456789" };
const http = createServer((_req, res) => res.writeHead(404).end());
const server = new PusherServer({
  app,
  appOrigin: "http://127.0.0.1",
  allowLoopbackOrigins: true,
  maxConnections: 50_000,
});
server.attach(http);
const realtime = embeddedRealtime(app, server, new InProcessBus());

process.on("message", async (command: BenchCommand) => {
  if (command.type === "publish") {
    await realtime.publish(command.channel, command.event, command.data);
  } else if (command.type === "rss") {
    gc?.();
    send({ type: "rss", rss: process.memoryUsage().rss, connections: server.connectionCount });
  } else if (command.type === "close") {
    await realtime.close();
    http.close(() => process.exit(0));
  }
});

http.listen(0, "127.0.0.1", () => {
  send({ type: "ready", port: (http.address() as AddressInfo).port, key: app.key });
});
