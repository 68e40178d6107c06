import type { FastifyPluginAsync } from "fastify";
import { adminClassRequestsRoutes } from "./admin-class-requests.routes.ts";
import { createClassRequestReviewService } from "./class-request-review.service.ts";
import { classRequestsRoutes } from "./class-requests.routes.ts";
import { createClassRequestsService } from "./class-requests.service.ts";

/** The class-requests feature (DOMAIN.md "Class requests and votes"), mounted under /api. */
export const classRequestsFeature: FastifyPluginAsync = async (api) => {
  const db = api.deps.database.db;
  const service = createClassRequestsService({ db, events: api.events, clock: api.deps.clock });
  const review = createClassRequestReviewService({ db, events: api.events });
  await api.register(classRequestsRoutes, { service, review });
  await api.register(adminClassRequestsRoutes, { review });
};
