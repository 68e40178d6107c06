import type { FastifyInstance } from "fastify";
import { studentApplicationsRoutes } from "./applications.routes.ts";
import { createApplicationsService } from "./applications.service.ts";
import { checkInRoutes } from "./check-in.routes.ts";
import { createCheckInService } from "./check-in.service.ts";
import { registerClassEventHandlers } from "./class-event-handlers.ts";
import { createDecisionsService } from "./decisions.service.ts";
import { manageApplicationsRoutes } from "./manage-applications.routes.ts";
import { createOverviewService } from "./overview.service.ts";
import { seatReleaseRoutes } from "./seat-release.routes.ts";
import { createSeatReleaseService } from "./seat-release.service.ts";

/** Applications and waitlists (issue 6): every endpoint, registered under /api. */
export async function applicationsRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  const now = () => app.deps.clock?.() ?? new Date();
  const service = createApplicationsService({ db, events: app.events, now });
  const decisions = createDecisionsService({ db, events: app.events });
  const overview = createOverviewService({ db, now });
  registerClassEventHandlers(app.classEvents);
  await app.register(studentApplicationsRoutes, { service, overview });
  await app.register(manageApplicationsRoutes, { decisions, overview });
  const seatRelease = createSeatReleaseService({ db, appKey: app.deps.config.appKey, now, applications: service });
  await app.register(seatReleaseRoutes, { service: seatRelease });
  await app.register(checkInRoutes, { service: createCheckInService({ db, now }) });
}
