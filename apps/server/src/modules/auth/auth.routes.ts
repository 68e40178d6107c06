import {
  currentUserSchema,
  loginBodySchema,
  noContentSchema,
  registerBodySchema,
  registerResponseSchema,
} from "@guildforge/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errors } from "../../platform/errors.ts";
import { requestLanguage } from "../../platform/i18n/request-language.ts";
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
        summary:
          "Create an account and sign in: 201 with the new, unverified user and a session, as login starts one; 422 on email when it already has an account (decision 500; `codes.email` is `email_taken`, the message in the request's language)",
        body: registerBodySchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (req, reply) => {
      const user = await register(deps, req.body, req.ip, requestLanguage(req, null));
      await startSession(req, reply, sessionUser(user), false);
      return reply.status(201).send({ data: presentCurrentUser(user) });
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
