import type { FastifyInstance } from "fastify";
import type { Config } from "../config/config.ts";
import type { Database } from "../db/client.ts";
import { registerCsrf } from "./csrf/csrf-plugin.ts";
import { registerConnectionDraining } from "./draining.ts";
import { registerErrorHandler } from "./error-handler.ts";
import { type Purger, registerHousekeeping } from "./housekeeping/housekeeping.ts";
import { purgeOldIdempotentRequests } from "./idempotency/idempotency.repository.ts";
import { type IdempotencyOptions, registerIdempotency } from "./idempotency/idempotency-plugin.ts";
import { startJobs } from "./jobs/jobs.ts";
import { registerPathGuard } from "./kernel/path-guard.ts";
import { registerPrivateAnswers } from "./kernel/private-answers.ts";
import { registerRouteAccess } from "./kernel/route-access.ts";
import { registerRequestIds } from "./logging.ts";
import { registerMail } from "./mail/mail.ts";
import { registerMailboxPage } from "./mail/mailbox-page.ts";
import { purgeOldPerformance } from "./observability/performance-store.repository.ts";
import { type ObservabilityOptions, registerObservability } from "./observability/register-observability.ts";
import { registerOpenApi } from "./openapi.ts";
import { registerPayments } from "./payments/payments.plugin.ts";
import { purgeExpiredRateLimits } from "./rate-limit/rate-limit.repository.ts";
import { registerRateLimiter } from "./rate-limit/rate-limiter.ts";
import { registerSecurity } from "./security.ts";
import { registerSessions } from "./sessions/index.ts";
import { purgeExpiredSessions } from "./sessions/session.repository.ts";
import { sessionTimeouts } from "./sessions/session-timeouts.ts";
import { registerStorage } from "./storage/storage.plugin.ts";
import type { UploadStorage } from "./storage/upload-storage.ts";

export interface PlatformDeps {
  config: Config;
  database: Database;
  storage?: UploadStorage;
  clock?: () => Date;
  idempotency?: IdempotencyOptions;
  observability?: ObservabilityOptions;
}

/**
 * The request kernel and the services every feature builds on, registered once by app.ts before
 * any route (decision 200). Hooks run in this order for each request:
 * onRequest: request id -> security headers (API or page set, from the matched route) -> path
 * guard (non-canonical paths refused) -> session (request.user) -> CSRF (API routes) -> the
 * route's access rule (route-level, so after all of these); preHandler: Idempotency-Key (API
 * routes); onSend: CSRF's XSRF cookie -> `no-store` on every answer that depends on the session
 * (decision 508). Then the job queue (`app.jobs`), mail, the dev mailbox page, and the hourly purge of
 * what expires (`purgers` adds the features' own).
 */
export async function registerPlatform(app: FastifyInstance, deps: PlatformDeps, purgers: Purger[] = []) {
  const { config, database } = deps;
  registerRequestIds(app);
  registerConnectionDraining(app);
  registerErrorHandler(app);
  // onRoute: must precede every route so that each one gets its declared access check.
  registerRouteAccess(app);
  // Before compression: its onSend keeps the serialized answer of a write for retries.
  registerIdempotency(app, deps.idempotency);
  await registerStorage(app, deps.storage, config.storage);
  registerPayments(app, config.payments);
  await registerSecurity(app, config);
  registerPathGuard(app);
  await registerOpenApi(app);
  registerSessions(app, config, database.db, deps.clock);
  registerCsrf(app, config);
  // onSend after CSRF's (it sees the XSRF cookie): session answers are never cached (decision 508).
  registerPrivateAnswers(app);
  registerRateLimiter(app, config, database.db, () => app.now());
  const jobs = await startJobs(database, app.log);
  app.decorate("jobs", jobs);
  app.addHook("onClose", () => jobs.stop());
  await registerMail(app, config, jobs);
  registerMailboxPage(app, config);
  // /admin/performance recording (its API is modules/performance), CSP reports, /metrics (decisions 320-322).
  await registerObservability(app, config, database, deps.observability);
  await registerHousekeeping(app, [...platformPurgers, ...purgers]);
}

/** What the hourly housekeeping job deletes for the platform itself. */
export const platformPurgers: Purger[] = [
  { name: "sessions", purge: (db, now) => purgeExpiredSessions(db, now, sessionTimeouts) },
  { name: "rate_limits", purge: purgeExpiredRateLimits },
  { name: "idempotent_requests", purge: purgeOldIdempotentRequests },
  { name: "performance", purge: purgeOldPerformance },
];
