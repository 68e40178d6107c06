// proof/faults.ts, a session's end on the real server process (issue 36 point 3, decision 505):
// a socket subscribed to private-user.{id} through POST /api/broadcasting/auth with session S
// gets nothing published after S logs out, is told within 5 s, and S's old auth string cannot
// subscribe again on it; a second session of the same user keeps its delivery.
import Pusher from "pusher";
import WebSocket from "ws";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { createUser } from "../apps/server/test/factories.ts";
import { waitFor } from "./lib/faults-sockets.ts";
import { ScaleClient } from "./lib/scale-client.ts";
import type { ServerProcess } from "./lib/stop-server.ts";

export interface SessionEndOutcome {
  /** Events published before the logout that reached S's socket and the other session's, of 1. */
  before: [number, number];
  /** Events published after the logout answered that reached S's socket (must be 0) and the other's. */
  after: [number, number];
  /** Time from the logout's answer to S's pusher:subscription_error, or null if none came. */
  droppedMs: number | null;
  /** S's old auth string was refused when sent again on the same socket. */
  replayRefused: boolean;
}

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A raw socket subscribed to `channel` with an auth from `client`'s session. */
async function privateSocket(server: ServerProcess, key: string, client: ScaleClient, channel: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/${key}?protocol=7`);
  const frames: Frame[] = [];
  ws.on("message", (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  ws.on("error", () => {});
  await waitFor(() => frames.some((f) => f.event === "pusher:connection_established"), "the socket to connect", 10_000);
  const established = frames.find((f) => f.event === "pusher:connection_established") as Frame;
  const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
  const res = await client.post(server.url, "/api/broadcasting/auth", { socket_id: socketId, channel_name: channel });
  if (res.status !== 200) throw new Error(`broadcasting auth answered ${res.status}: ${res.body.slice(0, 200)}`);
  const { auth } = res.json<{ auth: string }>();
  ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth } }));
  await waitFor(
    () => frames.some((f) => f.event === "pusher_internal:subscription_succeeded"),
    "the private subscription",
    10_000,
  );
  const count = (event: string) => frames.filter((f) => f.event === event).length;
  return { ws, frames, auth, count };
}

export async function logoutEndsLive(
  server: ServerProcess,
  realtime: { appId: string; key: string; secret: string },
  database: { databaseUrl: string; dataDir: string },
): Promise<SessionEndOutcome> {
  const db = await openDatabase(database);
  const user = await createUser(db.db);
  await db.close();
  // The request's own scheme and host is an accepted Origin (APP_URL is not this port here).
  const [s, other] = [new ScaleClient(server.url), new ScaleClient(server.url)];
  await s.login(server.url, user.email, user.password);
  await other.login(server.url, user.email, user.password);
  const channel = `private-user.${user.id}`;
  const mine = await privateSocket(server, realtime.key, s, channel);
  const theirs = await privateSocket(server, realtime.key, other, channel);
  const pusher = new Pusher({ ...realtime, host: "127.0.0.1", port: String(server.port), useTLS: false });
  const got = (socket: typeof mine, n: number) =>
    socket.frames.filter((f) => f.event === "notification.sent" && JSON.parse(f.data as string).n === n).length;
  try {
    await pusher.trigger(channel, "notification.sent", { n: 1 });
    await waitFor(() => got(mine, 1) + got(theirs, 1) === 2, "the event before the logout", 10_000);

    const logout = await s.post(server.url, "/api/logout");
    if (logout.status !== 204) throw new Error(`logout answered ${logout.status}`);
    const loggedOutAt = performance.now();
    await pusher.trigger(channel, "notification.sent", { n: 2 });
    let droppedMs: number | null = null;
    await waitFor(
      () => {
        if (droppedMs === null && mine.count("pusher:subscription_error") > 0)
          droppedMs = performance.now() - loggedOutAt;
        return got(theirs, 2) === 1 && droppedMs !== null;
      },
      "the drop and the other session's event",
      10_000,
    ).catch(() => {});

    mine.ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth: mine.auth } }));
    await waitFor(() => mine.count("pusher:subscription_error") >= 2, "the replay's refusal", 5_000).catch(() => {});
    await pusher.trigger(channel, "notification.sent", { n: 3 });
    await waitFor(() => got(theirs, 3) === 1, "the other session's last event", 10_000);
    return {
      before: [got(mine, 1), got(theirs, 1)],
      after: [got(mine, 2) + got(mine, 3), got(theirs, 2) + got(theirs, 3)],
      droppedMs,
      replayRefused:
        mine.count("pusher:subscription_error") >= 2 && mine.count("pusher_internal:subscription_succeeded") === 1,
    };
  } finally {
    mine.ws.terminate();
    theirs.ws.terminate();
  }
}
