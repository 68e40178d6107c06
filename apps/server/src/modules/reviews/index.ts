import type { FastifyInstance } from "fastify";
import { reviewsRoutes } from "./reviews.routes.ts";
import { createReviewsService } from "./reviews.service.ts";

/** Verified reviews (issue 40 point 5): every endpoint, registered under /api. */
export async function reviewsFeature(app: FastifyInstance) {
  const db = app.deps.database.db;
  const now = () => app.deps.clock?.() ?? new Date();
  await app.register(reviewsRoutes, { service: createReviewsService({ db, now }) });
}
