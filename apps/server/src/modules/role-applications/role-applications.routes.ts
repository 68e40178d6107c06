import {
  createRoleApplicationSchema,
  myRoleApplicationsResponseSchema,
  roleApplicationResponseSchema,
  userApprovalDecisionSchema,
  userApprovalIdParamsSchema,
  userApprovalResponseSchema,
  userApprovalsQuerySchema,
  userApprovalsResponseSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionSecurity } from "../../platform/openapi.ts";
import { consumePerUser } from "../../platform/rate-limit/per-user-limits.ts";
import { roleApplicationsAccess as policy, roleApplicationsPolicy } from "./role-applications.policy.ts";
import { presentUserApprovalPage } from "./role-applications.presenter.ts";
import { createRoleApplicationsService, type RoleApplicationsDeps } from "./role-applications.service.ts";

/** OpenAPI fields shared by these routes: all need a signed-in user. */
const doc = (summary: string) => ({ tags: ["Role applications"], summary, security: sessionSecurity });

/** /become-instructor (and the host variant) and the admin queue at /admin/user-approvals. */
export const roleApplicationsRoutes: FastifyPluginAsyncZod<Pick<RoleApplicationsDeps, "onRoleGranted">> = async (
  app,
  opts,
) => {
  const service = createRoleApplicationsService({
    db: app.deps.database.db,
    events: app.events,
    onRoleGranted: opts.onRoleGranted,
  });

  app.post(
    "/role-applications",
    {
      config: { access: policy.apply },
      schema: {
        ...doc("Apply for the instructor or host role (201, pending admin review)"),
        body: createRoleApplicationSchema,
        response: { 201: roleApplicationResponseSchema },
      },
    },
    async (req, reply) => {
      const user = roleApplicationsPolicy.authorize(req.user, "apply");
      await consumePerUser(app.rateLimiter, "roleApplicationCreate", user.id);
      return reply.status(201).send({ data: await service.apply(user.id, req.body) });
    },
  );

  app.get(
    "/role-applications/mine",
    {
      config: { access: policy.listOwn },
      schema: { ...doc("The signed-in user's role applications"), response: { 200: myRoleApplicationsResponseSchema } },
    },
    async (req) => {
      const user = roleApplicationsPolicy.authorize(req.user, "listOwn");
      return { data: await service.mine(user.id) };
    },
  );

  app.get(
    "/admin/user-approvals",
    {
      config: { access: policy.listAll },
      schema: {
        ...doc("Admin: the queue of role applications"),
        querystring: userApprovalsQuerySchema,
        response: { 200: userApprovalsResponseSchema },
      },
    },
    async (req) => {
      roleApplicationsPolicy.authorize(req.user, "listAll");
      return presentUserApprovalPage(await service.listForAdmin(req.query));
    },
  );

  app.post(
    "/admin/user-approvals/:id/decision",
    {
      config: { access: policy.decide },
      schema: {
        ...doc("Admin: approve or reject a role application"),
        params: userApprovalIdParamsSchema,
        body: userApprovalDecisionSchema,
        response: { 200: userApprovalResponseSchema },
      },
    },
    async (req) => {
      const admin = roleApplicationsPolicy.authorize(req.user, "decide");
      return { data: await service.decide(admin.id, req.params.id, req.body) };
    },
  );
};
