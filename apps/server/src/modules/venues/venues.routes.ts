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
import { presentVenue, presentVenuesPage } from "./venues.presenter.ts";
import type { VenuesService } from "./venues.service.ts";

const tags = ["Forges"];

/** GET/POST/PATCH /api/venues[/{id}] and the photos: hosts' (and self-hosting instructors') forges. */
export const venuesRoutes: FastifyPluginAsyncZod<{ service: VenuesService }> = async (app, { service }) => {
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
      return presentVenuesPage(page, req.user);
    },
  );

  app.get(
    "/venues/:id",
    {
      config: { access: "public" },
      schema: { tags, summary: "One forge", params: venueIdParamsSchema, response: { 200: venueResponseSchema } },
    },
    async (req) => ({ data: presentVenue(await service.get(req.params.id), req.user) }),
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
      return reply.status(201).send({ data: presentVenue(venue, user) });
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
    async (req) => {
      const user = signedInUser(req);
      return { data: presentVenue(await service.update(user, req.params.id, req.body), user) };
    },
  );
};
