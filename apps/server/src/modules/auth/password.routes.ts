import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  noContentSchema,
  resetPasswordBodySchema,
} from "@guildforge/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errors } from "../../platform/errors.ts";
import { requestLanguage } from "../../platform/i18n/request-language.ts";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { endAllSessions } from "../../platform/sessions/index.ts";
import { authDeps } from "./auth.deps.ts";
import { findUserById } from "./auth.repository.ts";
import { changePassword } from "./auth.service.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.service.ts";

export const forgotPasswordMessage =
  "If an account exists for that email address, we have emailed a link to reset its password.";

/** Forgot / reset password (signed out) and change password (signed in). */
export async function passwordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = authDeps(app);

  r.post(
    "/forgot-password",
    {
      config: { access: "public" },
      schema: {
        tags: ["Auth"],
        summary: "Email a password reset link (202 whatever the email)",
        body: forgotPasswordBodySchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (req, reply) => {
      await requestPasswordReset(deps, req.body.email, req.ip, requestLanguage(req, null));
      return reply.status(202).send({ message: forgotPasswordMessage });
    },
  );

  r.post(
    "/reset-password",
    {
      config: { access: "public" },
      schema: {
        tags: ["Auth"],
        summary: "Set a new password with the emailed reset token",
        body: resetPasswordBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      await resetPassword(deps, req.body, req.ip);
      return reply.status(204).send();
    },
  );

  r.put(
    "/user/password",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["Account"],
        summary: "Change the password (signs out the other sessions)",
        security: sessionSecurity,
        body: changePasswordBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      const auth = signedInUser(req);
      const user = await findUserById(deps.db, auth.id);
      if (!user) throw errors.unauthenticated();
      await changePassword(deps, user, req.body);
      await endAllSessions(deps.sessionEnds, deps.db, user.id, auth.sessionId);
      return reply.status(204).send();
    },
  );
}
