import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app.ts";
import { registerCsrf } from "../../platform/csrf/csrf-plugin.ts";
import { startJobs } from "../../platform/jobs/jobs.ts";
import { registerMail } from "../../platform/mail/mail.ts";
import { registerMailboxPage } from "../../platform/mail/mailbox-page.ts";
import { registerRateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import { registerSessions } from "../../platform/sessions/index.ts";

/**
 * The account platform every feature builds on, in order: sessions (request.user), CSRF,
 * rate limits, the job queue (`app.jobs`), mail (`app.mail`) and the dev mailbox page.
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
}
