import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { registerCsrf } from "../../platform/csrf/csrf-plugin.ts";
import { type Purger, registerHousekeeping } from "../../platform/housekeeping/housekeeping.ts";
import { purgeOldIdempotentRequests } from "../../platform/idempotency/idempotency.repository.ts";
import { startJobs } from "../../platform/jobs/jobs.ts";
import { registerMail } from "../../platform/mail/mail.ts";
import { registerMailboxPage } from "../../platform/mail/mailbox-page.ts";
import { purgeExpiredRateLimits } from "../../platform/rate-limit/rate-limit.repository.ts";
import { registerRateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import { registerSessions } from "../../platform/sessions/index.ts";
import { purgeExpiredSessions } from "../../platform/sessions/session.repository.ts";
import { sessionTimeouts } from "../../platform/sessions/session-timeouts.ts";
import { purgeExpiredPasswordResetTokens } from "./auth.repository.ts";

/**
 * The account platform every feature builds on, in order: sessions (request.user), CSRF,
 * rate limits, the job queue (`app.jobs`), mail (`app.mail`), the dev mailbox page, and the
 * hourly purge of what expires (sessions, rate-limit windows, reset tokens, Idempotency-Key answers).
 */
export async function registerAccountPlatform(app: FastifyInstance, deps: AppDeps) {
  const { config, database } = deps;
  registerSessions(app, config, database.db, deps.clock);
  registerCsrf(app, config);
  registerRateLimiter(app, config, database.db, () => app.now());
  const jobs = await startJobs(database, app.log);
  app.decorate("jobs", jobs);
  app.addHook("onClose", () => jobs.stop());
  await registerMail(app, config, jobs);
  registerMailboxPage(app, config);
  await registerHousekeeping(app, accountPurgers);
}

/** What the hourly housekeeping job deletes for the account platform. */
export const accountPurgers: Purger[] = [
  { name: "sessions", purge: (db, now) => purgeExpiredSessions(db, now, sessionTimeouts) },
  { name: "rate_limits", purge: purgeExpiredRateLimits },
  { name: "password_reset_tokens", purge: purgeExpiredPasswordResetTokens },
  { name: "idempotent_requests", purge: purgeOldIdempotentRequests },
];
