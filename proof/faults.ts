// Proof: dependency faults (issue 22 part 5, decision 416), on the real server process with its
// own PostgreSQL (embedded, stopped and started) and Redis (a redis-server, killed and started):
//   1. PostgreSQL stopped under load: 503 with the SPEC's error body within 5 s, /api/ready
//      fails, no crash; service back within 5 s of PostgreSQL returning, no restart.
//   2. Redis killed: no 5xx; rate limits hold (database fallback) and return to Redis; live
//      events still reach this instance's sockets.
//   3. SIGTERM with 200 requests and 200 sockets in flight: 0 resets, every request answered,
//      every socket told to reconnect.
//   2b. A logout ends its session's live delivery (decision 505): nothing published after it
//      reaches that socket, the socket is told within 5 s, the old auth cannot subscribe again,
//      and another session of the same user keeps its events.
//   4. A restart behind a balancer (a TCP proxy here): the new process is started beside the old
//      one, the balancer refuses connections from SIGTERM until the old process has exited and
//      the notifications are stored, then sends them to the new one: 200/200 sockets back within
//      the SPEC's backoff, and every notification created while they were away is in the list.
// CI profile: one PostgreSQL outage of 3 s; full: three outages of 10 s.

import { openDatabase } from "../apps/server/src/db/client.ts";
import { notifications } from "../apps/server/src/db/schema/index.ts";
import { insertSession } from "../apps/server/src/platform/sessions/session.repository.ts";
import { hashSecret, newSessionSecret } from "../apps/server/src/platform/sessions/session-tokens.ts";
import { createUser } from "../apps/server/test/factories.ts";
import { databaseOutage } from "./faults.database.ts";
import { redisOutage } from "./faults.redis.ts";
import { logoutEndsLive } from "./faults.sessions.ts";
import { reconnectAfterRestart, sigtermInFlight } from "./faults.sigterm.ts";
import { startProxy } from "./lib/faults-proxy.ts";
import { startOwnPostgres, startOwnRedis } from "./lib/faults-services.ts";
import { type ServerProcess, startServer, tempDataDir } from "./lib/stop-server.ts";

const profile = process.env.PROOF_PROFILE === "ci" ? "ci" : "full";
const outages = profile === "ci" ? [3000] : [10_000, 10_000, 10_000];
const sockets = 200;
const realtime = { appId: "faults", key: "faults-key", secret: "faults-secret-0123456789abcdef" };
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

const pg = await startOwnPostgres();
const redis = await startOwnRedis();
const data = tempDataDir("faults");
const proxy = await startProxy();
const env = {
  DATABASE_URL: pg.url,
  REDIS_URL: redis.url,
  PUSHER_APP_ID: realtime.appId,
  PUSHER_APP_KEY: realtime.key,
  PUSHER_APP_SECRET: realtime.secret,
  LOG_LEVEL: "warn",
};
const servers: ServerProcess[] = [];
let summary = "";
try {
  const first = await startServer(data.dir, env);
  servers.push(first);
  proxy.target = first.port;

  // 1. PostgreSQL outages.
  const pgFigures: string[] = [];
  for (const ms of outages) {
    const o = await databaseOutage(first, pg, ms);
    check(o.first503 <= 5, `503 came ${o.first503} s after PostgreSQL stopped (over 5 s)`);
    check(o.resumed <= 5, `service resumed ${o.resumed} s after PostgreSQL returned (over 5 s)`);
    check(o.readyFailed, "/api/ready did not answer 503 during the outage and 200 after");
    check(
      o.bad.length === 0,
      `${o.bad.length} answers were not 200 or the SPEC's 503 within 5 s: ${JSON.stringify(o.bad.slice(0, 3))}`,
    );
    check(o.alive, "the server process died during the PostgreSQL outage");
    pgFigures.push(`503 in ${o.first503.toFixed(1)} s, resume ${o.resumed.toFixed(1)} s`);
  }

  // 2. Redis killed.
  const r = await redisOutage(first, redis, realtime);
  check(
    r.bad.length === 0,
    `${r.bad.length} requests got 5xx or no answer with Redis down: ${JSON.stringify(r.bad.slice(0, 3))}`,
  );
  check(r.limitedWhileDown, "rate limits did not hold (429 past the limit) with Redis down");
  check(
    r.liveWhileDown[0] === r.liveWhileDown[1],
    `live events with Redis down: ${r.liveWhileDown.join("/")} delivered`,
  );
  check(r.recovered, "rate limits or live events did not return to Redis after it came back");

  // 2b. A logout ends the session's live delivery.
  const l = await logoutEndsLive(first, realtime, { databaseUrl: pg.url, dataDir: data.dir });
  check(l.before[0] === 1 && l.before[1] === 1, `events before the logout: ${l.before.join("/")} of 1/1 delivered`);
  check(l.after[0] === 0, `${l.after[0]} events published after the logout reached the logged-out socket`);
  check(l.after[1] === 2, `${l.after[1]} of 2 events after the logout reached the other session`);
  check(l.droppedMs !== null && l.droppedMs <= 5000, `the logged-out socket was told after ${l.droppedMs} ms`);
  check(l.replayRefused, "the old auth string subscribed again after the logout");

  // 3. SIGTERM with requests and sockets in flight; notifications created while the sockets are away.
  const database = await openDatabase({ databaseUrl: pg.url, dataDir: data.dir });
  const user = await createUser(database.db);
  const secret = newSessionSecret();
  await insertSession(database.db, {
    id: hashSecret(secret),
    userId: user.id,
    remember: false,
    ipAddress: "127.0.0.1",
    userAgent: "proof/faults",
    now: new Date(),
  });
  const second = await startServer(data.dir, env);
  servers.push(second);
  const { outcome: s, clients } = await sigtermInFlight(first, proxy.port, realtime.key, sockets, () => {
    proxy.target = undefined;
  });
  const before = new Map(clients.map((c) => [c, c.subscribedAt.length]));
  check(s.resets === 0, `${s.resets} of ${sockets} in-flight requests were reset`);
  check(
    s.answers.length === sockets && s.answers.every((a) => a.status !== undefined),
    "not every in-flight request was answered",
  );
  check(s.told === sockets, `${s.told} of ${sockets} sockets were told to reconnect`);
  check(s.exitCode === 0, `the server exited ${s.exitCode} after SIGTERM`);
  const away = await database.db
    .insert(notifications)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        userId: user.id,
        type: "class_change" as const,
        data: { url: "/dashboard" },
        title: `Created while away ${i + 1}`,
        message: "A notification stored while the server restarted.",
      })),
    )
    .returning({ id: notifications.id });

  // 4. The balancer sends connections to the new process.
  proxy.target = second.port;
  const back = await reconnectAfterRestart(clients, before);
  for (const c of clients) c.close();
  const res = await fetch(`${second.url}/api/notifications`, { headers: { cookie: `guildforge_session=${secret}` } });
  let listed = 0;
  if (res.ok) {
    const body = (await res.json()) as { data: { notifications: Array<{ id: number }> } };
    const ids = new Set(body.data.notifications.map((n) => n.id));
    listed = away.filter((n) => ids.has(n.id)).length;
  } else {
    failures.push(`GET /api/notifications answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
  await database.close();
  check(back.reconnected === sockets, `${back.reconnected}/${sockets} sockets reconnected (${back.gaveUp} gave up)`);
  check(listed === away.length, `${listed}/${away.length} notifications created while away are listed`);

  const statuses = [...new Set(s.answers.map((a) => a.status ?? a.error))].join("/");
  summary =
    `faults: pg stop ${pgFigures.join("; ")}; ` +
    `redis kill ${r.bad.length} x 5xx in ${r.answers.length} requests, limits ${r.limitedWhileDown ? "held" : "broken"}, ` +
    `live ${r.liveWhileDown.join("/")}, ${r.recovered ? "recovered" : "not recovered"}; ` +
    `logout ${l.after[0]} events after it, told in ${l.droppedMs?.toFixed(0)} ms, replay ${l.replayRefused ? "refused" : "accepted"}; ` +
    `sigterm ${sockets} req (answered ${statuses}) + ${sockets} sockets, ${s.resets} resets, ${s.told}/${sockets} told to reconnect; ` +
    `restart ${back.reconnected}/${sockets} reconnected in ${back.seconds.toFixed(1)} s, ${listed}/${away.length} notifications listed`;
} catch (err) {
  failures.push(`the suite stopped: ${(err as Error).stack ?? err}`);
} finally {
  for (const s of servers) await s.kill();
  await proxy.close();
  await redis.dispose();
  await pg.dispose();
  data.remove();
}
for (const f of failures) console.error(`faults: FAILED ${f}`);
console.log(summary || `faults: ${failures.length} failures`);
process.exit(failures.length === 0 ? 0 : 1);
