/**
 * The two baselines of the messages bench (bench/messages.ts), same pairs, payload and rounds:
 * - a bare `ws` server relaying each payload from a socket to its partner's (the floor);
 * - a bare Fastify POST route relaying the same JSON payload to the partner's `ws` socket on the
 *   same HTTP server, with the same `fetch` client as ours: no database, no session, no CSRF, no
 *   idempotency, no validation, no logging. The floor of any HTTP-based send in this process.
 */
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import WebSocket, { WebSocketServer } from "ws";
import {
  body,
  httpClient,
  pairs,
  type Result,
  runRounds,
  type Side,
  sides,
  Tally,
  tokenPattern,
} from "./messages.tally.ts";

const partnerOf = (name: string) => name.replace(/ ([ab])$/, (_, s: string) => (s === "a" ? " b" : " a"));

function connect(port: number, name: string, tally: Tally, side: Side) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/?me=${encodeURIComponent(name)}`, { perMessageDeflate: false });
  ws.on("message", (raw) => tally.arrived(raw.toString(), side));
  return new Promise<WebSocket>((resolve, reject) => {
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

/** Sockets registered by `?me={conv} {side}` on a server. */
function registry(wss: WebSocketServer) {
  const byName = new Map<string, WebSocket>();
  wss.on("connection", (ws, req) => {
    byName.set(new URL(req.url ?? "/", "http://x").searchParams.get("me") ?? "", ws);
  });
  return byName;
}

/** A bare `ws` server relaying each payload to the partner's socket. */
export async function bareWs(): Promise<Result> {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: false });
  await new Promise((r) => wss.once("listening", r));
  const port = (wss.address() as AddressInfo).port;
  const byName = registry(wss);
  wss.on("connection", (ws) => {
    ws.on("message", (raw) => {
      const text = raw.toString();
      const m = tokenPattern.exec(text);
      if (m) byName.get(partnerOf(`${m[1]} ${m[2]}`))?.send(text);
    });
  });
  const tally = new Tally();
  const sockets: WebSocket[] = [];
  try {
    for (let c = 0; c < pairs; c++) {
      for (const side of sides) sockets.push(await connect(port, `${c} ${side}`, tally, side));
    }
    await runRounds("bare ws", tally, async (round) => {
      sockets.forEach((ws, n) => {
        const conv = n >> 1;
        const side = n % 2 ? "b" : "a";
        tally.sent(`${conv} ${side} ${round}`);
        ws.send(JSON.stringify({ event: "message.sent", data: { body: body(conv, side, round) } }));
      });
    });
    return tally.result();
  } finally {
    for (const ws of sockets) ws.terminate();
    await new Promise((r) => wss.close(r));
  }
}

/** A bare Fastify route `POST /relay/:to` forwarding the JSON body to the partner's socket. */
export async function bareFastify(): Promise<Result> {
  const app = Fastify({ logger: false });
  const wss = new WebSocketServer({ server: app.server, perMessageDeflate: false });
  const byName = registry(wss);
  app.post<{ Params: { to: string }; Body: { body: string } }>("/relay/:to", async (req, reply) => {
    const message = { event: "message.sent", data: { body: req.body.body } };
    byName.get(req.params.to)?.send(JSON.stringify(message));
    return reply.status(201).send({ data: message.data });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as AddressInfo).port;
  const client = httpClient(`http://127.0.0.1:${port}`);
  const tally = new Tally();
  const sockets: WebSocket[] = [];
  try {
    for (let c = 0; c < pairs; c++) {
      for (const side of sides) sockets.push(await connect(port, `${c} ${side}`, tally, side));
    }
    await runRounds("bare Fastify", tally, (round) =>
      Promise.all(
        sockets.map(async (_, n) => {
          const conv = n >> 1;
          const side = n % 2 ? "b" : "a";
          tally.sent(`${conv} ${side} ${round}`);
          const to = encodeURIComponent(partnerOf(`${conv} ${side}`));
          const res = await client
            .post(`/relay/${to}`, { body: body(conv, side, round) })
            .catch((e: Error) => console.error(`bare Fastify send failed: ${e.message} ${String(e.cause ?? "")}`));
          if (!res) return;
          if (res.status !== 201) console.error(`bare Fastify send failed: ${res.status}`);
          await res.arrayBuffer();
        }),
      ),
    );
    return tally.result();
  } finally {
    for (const ws of sockets) ws.terminate();
    wss.close();
    await app.close();
  }
}
