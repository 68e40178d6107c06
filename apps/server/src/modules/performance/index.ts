/**
 * /admin/performance (decisions 320-322): the admins' report and the browsers' Web Vitals
 * beacon, mounted under /api, over what the platform's recording (`platform/observability`) keeps.
 */
export { performanceRoutes as performanceFeature } from "./performance.routes.ts";
