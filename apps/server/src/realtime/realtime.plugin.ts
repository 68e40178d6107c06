import type { FastifyInstance } from "fastify";
import type { Config } from "../config/config.ts";
import { onSessionsEnding } from "../platform/sessions/index.ts";
import { type Bus, InProcessBus } from "./bus.ts";
import { embeddedRealtime } from "./embedded-driver.ts";
import { pusherRealtime } from "./pusher-driver.ts";
import { pusherHttpApiRoutes } from "./pusher-http-api.routes.ts";
import type { Realtime } from "./realtime.ts";
import { RedisBus } from "./redis-bus.ts";
import { databaseSessionLiveness } from "./session-binding.ts";
import type { AppCredentials } from "./signing.ts";
import { PusherServer } from "./ws-server.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Live events to browsers: `app.realtime.publish(channel, event, data)` after the commit. */
    realtime: Realtime;
  }
}

/**
 * Decorates `app.realtime`. Embedded (default): our Pusher server on this app's HTTP server at
 * `/app/{key}`, the signed HTTP publish API at `/apps/{id}/events`, and a bus (in-process, or
 * Redis pub/sub when REDIS_URL is set). Pusher: publish to an external server over its HTTP API.
 * On close, every socket gets 4200 before the HTTP server stops.
 */
export async function registerRealtime(app: FastifyInstance, config: Config) {
  const rt = config.realtime;
  const credentials: AppCredentials = { appId: rt.appId, key: rt.key, secret: rt.secret };
  let realtime: Realtime;
  if (rt.driver === "pusher" && rt.external) {
    realtime = pusherRealtime(credentials, rt.external);
  } else {
    const log = app.log.child({ module: "realtime" });
    const bus: Bus = config.redisUrl
      ? new RedisBus(config.redisUrl, rt.appId, (err) => log.error({ err }, "realtime redis error"))
      : new InProcessBus();
    if (bus instanceof RedisBus) {
      // Fail the start rather than run an instance that silently misses the others' events.
      app.addHook("onReady", async () => {
        await bus.connected().catch((err: Error) => {
          throw new Error(`Real-time: Redis at REDIS_URL is unreachable (${err.message}).`);
        });
      });
    }
    const server = new PusherServer({
      app: credentials,
      appOrigin: new URL(config.appUrl).origin,
      allowLoopbackOrigins: !config.isProduction,
      // Sessions that end without a request (expiry) or whose announcement was missed (decision 505).
      sessionLiveness: databaseSessionLiveness(app.deps.database.db, credentials.secret, () => app.now()),
      log,
    });
    server.attach(app.server);
    realtime = embeddedRealtime(credentials, server, bus);
    await app.register(pusherHttpApiRoutes, { app: credentials, realtime: () => app.realtime });
  }
  app.decorate("realtime", realtime);
  // Logout, password change and reset, suspension: the session's private subscriptions end first.
  onSessionsEnding(app, (sessions) => realtime.endSessions(sessions));
  app.addHook("preClose", async () => {
    await realtime.close();
  });
}
