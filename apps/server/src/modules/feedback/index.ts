import type { FastifyPluginAsync } from "fastify";
import { adminFeedbackRoutes } from "./admin-feedback.routes.ts";
import { feedbackRoutes } from "./feedback.routes.ts";
import { createFeedbackService } from "./feedback.service.ts";

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
