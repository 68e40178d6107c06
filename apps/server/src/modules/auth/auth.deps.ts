import type { FastifyInstance } from "fastify";
import type { Config } from "../../config/config.ts";
import type { Db } from "../../db/client.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { Mail } from "../../platform/mail/mail.ts";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import { type SessionEnds, sessionEnds } from "../../platform/sessions/index.ts";

/** What the account services need from the app. */
export interface AuthDeps {
  db: Db;
  config: Config;
  now: () => Date;
  mail: Mail;
  limiter: RateLimiter;
  jobs: Pick<Jobs, "send">;
  /** Told before sessions are deleted, so their live subscriptions end first (decision 505). */
  sessionEnds: SessionEnds;
}

export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.deps.database.db,
    config: app.deps.config,
    now: () => app.now(),
    mail: app.mail,
    limiter: app.rateLimiter,
    jobs: app.jobs,
    sessionEnds: sessionEnds(app),
  };
}
