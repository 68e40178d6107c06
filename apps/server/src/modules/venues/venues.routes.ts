import {
  createVenueSchema,
  updateVenueSchema,
  venueIdParamsSchema,
  venueResponseSchema,
  venuesQuerySchema,
  venuesResponseSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { keysetCursor } from "../../platform/pagination.ts";
import { venuePhotosRoutes } from "./venue-photos.routes.ts";
import { venuesAccess, venuesPolicy } from "./venues.policy.ts";
import { createVenuesService } from "./venues.service.ts";

const tags = ["Forges"];

/** GET/POST/PATCH /api/venues[/{id}] and the photos: hosts' (and self-hosting instructors') forges. */
export const venuesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createVenuesService(app.deps.database.db);
  await app.register(venuePhotosRoutes);

  app.get(
    "/venues",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Forges, by location; signed in: `mine=true` your own (all of them for an admin), `teaching=true` those you teach at by an accepted invitation; both: either",
        querystring: venuesQuerySchema,
        response: { 200: venuesResponseSchema },
      },
    },
    async (req) => {
      const q = req.query;
      const page = await service.list(req.user, {
        location: q.location,
        mine: q.mine === "true",
        teaching: q.teaching === "true",
        afterId: q.cursor ? keysetCursor.decode(q.cursor, "id", "none").id : undefined,
        limit: q.limit,
      });
      return { data: page.rows, meta: { next_cursor: page.nextCursor, total: page.total } };
    },
  );

  app.get(
    "/venues/:id",
    {
      config: { access: "public" },
      schema: { tags, summary: "One forge", params: venueIdParamsSchema, response: { 200: venueResponseSchema } },
    },
    async (req) => ({ data: await service.get(req.user, req.params.id) }),
  );

  app.post(
    "/venues",
    {
      config: { access: venuesAccess.create },
      schema: {
        tags,
        summary:
          "Host, instructor or admin: list a forge you own (201; a retry with the same Idempotency-Key returns it)",
        security: sessionSecurity,
        body: createVenueSchema,
        response: { 201: venueResponseSchema },
      },
    },
    async (req, reply) => {
      const user = venuesPolicy.authorize(req.user, "create");
      const venue = await service.create(user, req.body, req.idempotencyKey);
      return reply.status(201).send({ data: venue });
    },
  );

  app.patch(
    "/venues/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Owner or admin: change a forge (any subset of the fields)",
        security: sessionSecurity,
        params: venueIdParamsSchema,
        body: updateVenueSchema,
        response: { 200: venueResponseSchema },
      },
    },
    async (req) => ({ data: await service.update(signedInUser(req), req.params.id, req.body) }),
  );
};
