import { messageResponseSchema, noContentSchema, verifyEmailBodySchema } from "@guildforge/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requestLanguage } from "../../platform/i18n/request-language.ts";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { authDeps } from "./auth.deps.ts";
import { resendVerification, verifyEmail } from "./verification.service.ts";

/** Email verification: resend the link (signed in), and verify a signed link. */
export async function verificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = authDeps(app);

  r.post(
    "/email/verification-notification",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["Auth"],
        summary: "Send a new email verification link (rate-limited)",
        security: sessionSecurity,
        response: { 202: messageResponseSchema },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      await resendVerification(deps, user.id, (account) => requestLanguage(req, account));
      return reply.status(202).send({ message: "A new verification link has been sent to your email address." });
    },
  );

  r.post(
    "/email/verify",
    {
      config: { access: "public" },
      schema: {
        tags: ["Auth"],
        summary: "Verify the email address with the query of the emailed link",
        body: verifyEmailBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      await verifyEmail(deps, req.body);
      return reply.status(204).send();
    },
  );
}
