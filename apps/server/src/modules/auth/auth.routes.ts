import {
  currentUserSchema,
  loginBodySchema,
  messageResponseSchema,
  noContentSchema,
  registerBodySchema,
  registerMessage,
} from "@guildforge/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errors } from "../../platform/errors.ts";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { endSession, startSession } from "../../platform/sessions/index.ts";
import { authDeps } from "./auth.deps.ts";
import { presentCurrentUser } from "./auth.presenter.ts";
import { findUserById } from "./auth.repository.ts";
import { authenticate, register } from "./auth.service.ts";

const tags = ["Auth"];

/** Register, login, logout and the current user (docs/product.md#calls). */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = authDeps(app);
  const sessionUser = (u: { id: number; roles: string[]; emailVerifiedAt: Date | null }) => ({
    id: u.id,
    roles: u.roles as never,
    emailVerified: u.emailVerifiedAt !== null,
  });

  r.post(
    "/register",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: 'Create an account; 202 "check your email" whether or not the email had one (decision 230)',
        body: registerBodySchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (req, reply) => {
      await register(deps, req.body, req.ip);
      return reply.status(202).send({ message: registerMessage });
    },
  );

  r.post(
    "/login",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Sign in with email and password (422 on bad credentials)",
        body: loginBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      const user = await authenticate(deps, req.body, req.ip);
      await startSession(req, reply, sessionUser(user), req.body.remember ?? false);
      return reply.status(204).send();
    },
  );

  r.post(
    "/logout",
    {
      config: { access: "public" },
      schema: { tags, summary: "Sign out (ends the session)", response: { 204: noContentSchema } },
    },
    async (req, reply) => {
      await endSession(req, reply);
      return reply.status(204).send();
    },
  );

  r.get(
    "/user",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The signed-in user, bare (401 when signed out)",
        security: sessionSecurity,
        response: { 200: currentUserSchema },
      },
    },
    async (req) => {
      const auth = signedInUser(req);
      const user = await findUserById(deps.db, auth.id);
      if (!user) throw errors.unauthenticated();
      return presentCurrentUser(user);
    },
  );
}
