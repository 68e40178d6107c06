/**
 * "Ours" in the messages bench (bench/messages.ts): the full app (every plugin, RATE_LIMITS=off,
 * SEED=none) on an in-memory PGlite or a fresh PostgreSQL database, listening on loopback with the
 * embedded Pusher-protocol server. Each person signs in over HTTP and subscribes a raw socket to
 * `private-user.{id}`; both sides of every conversation POST /api/conversations/{id}/messages at
 * once; latency runs from the start of the POST to the recipient's socket receiving `message.sent`.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { users } from "../apps/server/src/db/schema/index.ts";
import { hashPassword } from "../apps/server/src/platform/password.ts";
import type {} from "../apps/server/src/realtime/realtime.plugin.ts"; // app.realtime's type
import { fmt } from "./lib.ts";
import { freshPostgres, requestContext, spyOnDriver } from "./messages.sql.ts";
import {
  body,
  type HttpClient,
  httpClient,
  pairs,
  percentile,
  type Result,
  runRounds,
  type Side,
  sides,
  Tally,
} from "./messages.tally.ts";

const password = "bench-password-0123";

export interface OursResult extends Result {
  /** SQL statements of one send: [min, max] over the lone sends, and the sequence of one. */
  statements: { min: number; max: number; one: string[] };
  /** Median ms of a send alone (20 sequential sends, one conversation). */
  aloneMs: number;
}

async function signIn(base: string, email: string): Promise<HttpClient> {
  const client = httpClient(base);
  await client.get("/api/csrf-cookie");
  const login = await client.post("/api/login", { email, password });
  if (login.status !== 204) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  return client;
}

export async function ours(name: string, databaseUrl?: string): Promise<OursResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-bench-"));
  const pgDb = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMITS: "off",
    SEED: "none",
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  const database = await openDatabase({ dataDir: "memory://", databaseUrl: pgDb?.url });
  await migrate(database);
  spyOnDriver(database);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const perSend: string[][] = [];
  {
    const server = app.server;
    const handlers = server.listeners("request") as Array<(...a: unknown[]) => void>;
    server.removeAllListeners("request");
    server.on("request", (req, res) => {
      const ctx = { statements: [] as string[] };
      const isSend = req.method === "POST" && /^\/api\/conversations\/\d+\/messages/.test(req.url ?? "");
      if (isSend) res.once("finish", () => perSend.push(ctx.statements));
      requestContext.run(ctx, () => {
        for (const h of handlers) h.call(server, req, res);
      });
    });
  }
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const sockets: WebSocket[] = [];
  try {
    const passwordHash = await hashPassword(password);
    const people = await database.db
      .insert(users)
      .values(
        Array.from({ length: pairs * 2 }, (_, i) => ({
          name: `Bench ${i % 2 ? "Instructor" : "Student"} ${i >> 1}`,
          slug: `bench-${i}`,
          email: `bench-${i}@example.test`,
          roles: i % 2 ? ["student", "instructor"] : ["student"],
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const tally = new Tally();
    const conversations: Array<{ id: number; clients: HttpClient[] }> = [];
    const started = performance.now();
    for (let c = 0; c < pairs; c += 20) {
      const batch = Array.from({ length: Math.min(20, pairs - c) }, async (_, k) => {
        const conv = c + k;
        const [student, teacher] = [people[conv * 2], people[conv * 2 + 1]];
        if (!student || !teacher) throw new Error("users missing");
        const clients = await Promise.all([signIn(base, student.email), signIn(base, teacher.email)]);
        await Promise.all(
          [student.id, teacher.id].map(async (userId, s) => {
            sockets.push(await subscribe(port, config.realtime.key, userId, app.realtime, sides[s] ?? "a", tally));
          }),
        );
        const res = await clients[0]?.post("/api/conversations", { user_id: teacher.id, body: "Hello!" });
        if (res?.status !== 201) throw new Error(`start conversation: ${res?.status} ${await res?.text()}`);
        conversations[conv] = { id: (await res.json()).data.conversation.id, clients };
      });
      await Promise.all(batch);
    }
    console.log(
      `${name}: ${pairs} conversations, ${pairs * 2} sign-ins and sockets in ${fmt(performance.now() - started)} ms`,
    );
    await runRounds(name, tally, (round) =>
      Promise.all(
        conversations.flatMap((conv, i) =>
          sides.map(async (side, s) => {
            tally.sent(`${i} ${side} ${round}`);
            // With an Idempotency-Key, as the web composer sends every message.
            const res = await conv.clients[s]
              ?.post(
                `/api/conversations/${conv.id}/messages`,
                { body: body(i, side, round) },
                { "idempotency-key": randomUUID() },
              )
              .catch((e: Error) => console.error(`send failed: ${e.message} ${String(e.cause ?? "")}`));
            if (!res) return;
            if (res.status !== 201) console.error(`send failed: ${res.status} ${await res.text()}`);
            else await res.arrayBuffer();
          }),
        ),
      ),
    );
    // Counted on the lone sends only: under load node-postgres runs a queued query in whichever
    // context released the pool client, so concurrent counts on PostgreSQL would be mixed up.
    perSend.length = 0;
    // One send at a time (after the rounds, so nothing queues): the cost of the send path itself.
    const alone: number[] = [];
    const first = conversations[0];
    for (let i = 0; i < 20 && first; i++) {
      const begin = performance.now();
      const res = await first.clients[0]?.post(
        `/api/conversations/${first.id}/messages`,
        { body: `alone ${i}` },
        { "idempotency-key": randomUUID() },
      );
      if (res?.status !== 201) throw new Error(`alone send: ${res?.status}`);
      await res.arrayBuffer();
      alone.push(performance.now() - begin);
    }
    alone.sort((x, y) => x - y);
    const counts = perSend.map((x) => x.length);
    return {
      ...tally.result(),
      statements: { min: Math.min(...counts), max: Math.max(...counts), one: perSend.at(-1) ?? [] },
      aloneMs: percentile(alone, 50),
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    await app.close();
    await database.close();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A raw Pusher-protocol socket on `private-user.{id}`, signed by the app like /api/broadcasting/auth. */
function subscribe(
  port: number,
  key: string,
  userId: number,
  realtime: { authorizeChannel(socketId: string, channel: string): { auth: string } },
  side: Side,
  tally: Tally,
) {
  const channel = `private-user.${userId}`;
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=bench&version=1`, {
      perMessageDeflate: false,
    });
    ws.on("error", reject);
    ws.on("message", (raw) => {
      const text = raw.toString();
      if (text.includes('"message.sent"')) return tally.arrived(text, side);
      const frame = JSON.parse(text) as { event: string; data?: string };
      if (frame.event === "pusher:ping") {
        // Like pusher-js: an unanswered ping closes the socket (long sign-ins on a busy machine).
        ws.send(JSON.stringify({ event: "pusher:pong", data: {} }));
      } else if (frame.event === "pusher:connection_established") {
        const socketId = (JSON.parse(frame.data ?? "{}") as { socket_id: string }).socket_id;
        const { auth } = realtime.authorizeChannel(socketId, channel);
        ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth } }));
      } else if (frame.event === "pusher_internal:subscription_succeeded") {
        resolve(ws);
      } else if (frame.event === "pusher:error") {
        reject(new Error(`socket refused: ${text}`));
      }
    });
  });
}
