import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "./app-deps.ts";
import { applicationsRoutes } from "./modules/applications/index.ts";
import { articlesFeature, articlesFeedRoutes } from "./modules/articles/index.ts";
import { accountPurgers, accountRoutes } from "./modules/auth/index.ts";
import { calendarFeedRoutes } from "./modules/calendar/calendar-feed.routes.ts";
import { catalogRoutes } from "./modules/catalog.routes.ts";
import { classRequestsFeature } from "./modules/class-requests/index.ts";
import { registerClassCompletion } from "./modules/classes/class-completion.job.ts";
import { registerClassEvents } from "./modules/classes/class-events.ts";
import { feedbackFeature, feedbackPurgers } from "./modules/feedback/index.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { incidentsRoutes } from "./modules/incidents/incidents.routes.ts";
import { messagingFeature } from "./modules/messages/index.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { peopleRoutes } from "./modules/people.routes.ts";
import { performanceFeature } from "./modules/performance/index.ts";
import { registerReminders, reminderPurgers } from "./modules/reminders/reminders.job.ts";
import { reviewsFeature } from "./modules/reviews/index.ts";
import { seoRoutes } from "./modules/seo/seo.routes.ts";
import { clientErrorHandler, refuseConnect } from "./platform/client-errors.ts";
import { frameworkErrors } from "./platform/error-handler.ts";
import { errors } from "./platform/errors.ts";
import { registerEvents } from "./platform/events/events.plugin.ts";
import { createReplyTokens, registerInboundMail } from "./platform/inbound-mail/register-inbound-mail.ts";
import { markApiScope } from "./platform/kernel/api-scope.ts";
import { loggerOptions, requestIdOptions } from "./platform/logging.ts";
import { openApiRoutes } from "./platform/openapi.ts";
import { registerPlatform } from "./platform/register-platform.ts";
import { broadcastingRoutes } from "./realtime/broadcasting.routes.ts";
import { registerRealtime } from "./realtime/realtime.plugin.ts";

/** Builds the whole application without listening; tests drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.config),
    ...requestIdOptions,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors,
    // What Node's parser refuses, and a request without Host, answer in the error body (decision 511).
    clientErrorHandler,
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.on("connect", refuseConnect);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("deps", deps);
  await registerPlatform(app, deps, [...accountPurgers, ...feedbackPurgers, ...reminderPurgers]);
  await registerRealtime(app, deps.config);
  // The dispatcher's ports are the mail queue and the real-time server registered just above.
  await registerEvents(app, { mail: app.mail, realtime: app.realtime, jobs: app.jobs });
  registerClassEvents(app);
  await registerClassCompletion(app);
  await registerReminders(app);

  // Replies by email (decision 280): notification mails carry a signed Reply-To when
  // MAIL_REPLY_DOMAIN is set; the listener runs when INBOUND_SMTP_PORT is set too.
  const replyDomain = deps.config.inboundMail.replyDomain;
  const replyTokens = replyDomain ? createReplyTokens({ appKey: deps.config.appKey, domain: replyDomain }) : null;
  const replyAddress = replyTokens
    ? (conversationId: number, recipientId: number) => replyTokens.replyAddress(conversationId, recipientId, app.now())
    : undefined;
  const messaging = messagingFeature(app, { replyAddress });

  await app.register(
    async (api) => {
      markApiScope(api);
      // The API reference is public outside production; in production only with API_DOCS=public.
      if (deps.config.apiDocs) await api.register(openApiRoutes);
      await api.register(healthRoutes);
      await api.register(peopleRoutes);
      await api.register(accountRoutes);
      await api.register(classRequestsFeature);
      await api.register(articlesFeature);
      await api.register(feedbackFeature);
      await api.register(catalogRoutes);
      await api.register(applicationsRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(incidentsRoutes);
      await api.register(paymentsRoutes);
      await api.register(reviewsFeature);
      await api.register(messaging.routes);
      await api.register(performanceFeature);
      await api.register(broadcastingRoutes);
      api.all("/*", { schema: { hide: true }, config: { access: "public" } }, async (req) => {
        throw errors.notFound(`API route not found: ${req.method} ${req.url.split("?")[0]}`);
      });
    },
    { prefix: "/api" },
  );

  registerInboundMail(app, deps.config, messaging.inboundPorts, () => app.now());
  await app.register(app.storage.routes);
  await app.register(seoRoutes);
  await app.register(articlesFeedRoutes);
  if (deps.web) await deps.web(app);
  return app;
}
export type { AppDeps } from "./app-deps.ts";
