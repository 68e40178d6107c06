import type { FastifyPluginAsync } from "fastify";
import type { Purger } from "../../platform/housekeeping/housekeeping.ts";
import { adminFeedbackRoutes } from "./admin-feedback.routes.ts";
import { purgeUsedFormTokens } from "./feedback.repository.ts";
import { feedbackRoutes } from "./feedback.routes.ts";
import { createFeedbackService } from "./feedback.service.ts";

/** What the hourly housekeeping job deletes for feedback: used form tokens past their expiry (decision 510). */
export const feedbackPurgers: Purger[] = [{ name: "used_form_tokens", purge: purgeUsedFormTokens }];

/** The feedback feature (issue 18 points 2-5), mounted under /api. */
export const feedbackFeature: FastifyPluginAsync = async (api) => {
  const service = createFeedbackService({
    db: api.deps.database.db,
    events: api.events,
    storage: api.storage,
    now: () => api.now(),
    appUrl: api.deps.config.appUrl,
  });
  await api.register(feedbackRoutes, { service });
  await api.register(adminFeedbackRoutes, { service });
};
