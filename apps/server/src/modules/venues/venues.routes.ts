import {
  createVenueSchema,
  updateVenueSchema,
  venueIdParamsSchema,
  venueResponseSchema,
  venuesQuerySchema,
  venuesResponseSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { type AuthUser, requireRole, requireUser } from "../../platform/auth-context.ts";
import { errors, ValidationError } from "../../platform/errors.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { venuePhotosRoutes } from "./venue-photos.routes.ts";
import { venuesPolicy } from "./venues.policy.ts";
import { presentVenue } from "./venues.presenter.ts";
import { venuesRepository as repo, type VenueValues } from "./venues.repository.ts";

function slugOf(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "forge"
  );
}

async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugOf(name);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(db, candidate))) return candidate;
  }
}

async function locationId(db: Db, path: string | undefined): Promise<number | undefined> {
  if (path === undefined) return undefined;
  const id = await repo.locationIdByPath(db, path);
  if (!id) throw new ValidationError({ location_path: ["Choose a known location such as us/oregon/portland."] });
  return id;
}

const tags = ["Forges"];

const canManage = (user: AuthUser | null, v: { owner_id: number }) => !!user && venuesPolicy.edit(user, v);

/** GET/POST/PATCH /api/venues[/{id}] and the photos: hosts' (and self-hosting instructors') forges. */
export const venuesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  await app.register(venuePhotosRoutes);

  app.get(
    "/venues",
    {
      schema: {
        tags,
        summary: "Forges, by location; `mine=true` (signed in): your own, all of them for an admin",
        querystring: venuesQuerySchema,
        response: { 200: venuesResponseSchema },
      },
    },
    async (req) => {
      const q = req.query;
      let ownerId: number | undefined;
      if (q.mine === "true") {
        const user = requireUser(req);
        ownerId = user.roles.includes("admin") ? undefined : user.id;
      }
      const afterId = q.cursor
        ? Number.parseInt(Buffer.from(q.cursor, "base64url").toString(), 10) || undefined
        : undefined;
      const { rows, total } = await repo.list(db, { location: q.location, ownerId, afterId, limit: q.limit });
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      return {
        data: page.map((v) => presentVenue(v, canManage(req.user, v))),
        meta: {
          next_cursor: rows.length > q.limit && last ? Buffer.from(String(last.id)).toString("base64url") : null,
          total,
        },
      };
    },
  );

  app.get(
    "/venues/:id",
    { schema: { tags, summary: "One forge", params: venueIdParamsSchema, response: { 200: venueResponseSchema } } },
    async (req) => {
      const v = await repo.byId(db, req.params.id);
      if (!v) throw errors.notFound("Forge not found.");
      return { data: presentVenue(v, canManage(req.user, v)) };
    },
  );

  app.post(
    "/venues",
    {
      schema: {
        tags,
        summary: "Host, instructor or admin: list a forge you own (201)",
        security: sessionSecurity,
        body: createVenueSchema,
        response: { 201: venueResponseSchema },
      },
    },
    async (req, reply) => {
      const user = requireRole(req, ...venuesPolicy.create);
      const b = req.body;
      const location_id = (await locationId(db, b.location_path)) as number;
      const id = await repo.insert(db, user.id, {
        name: b.name,
        slug: await freeSlug(db, b.name),
        address: b.address,
        description: b.description,
        lat: b.lat,
        lng: b.lng,
        equipment: b.equipment,
        safety_gear: b.safety_gear,
        accessibility_notes: b.accessibility_notes,
        location_id,
      });
      const v = await repo.byId(db, id);
      if (!v) throw errors.notFound("Forge not found.");
      return reply.status(201).send({ data: presentVenue(v, true) });
    },
  );

  app.patch(
    "/venues/:id",
    {
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
      const user = requireUser(req);
      const existing = await repo.byId(db, req.params.id);
      if (!existing) throw errors.notFound("Forge not found.");
      if (!venuesPolicy.edit(user, existing)) throw errors.forbidden("You can only edit your own forges.");
      const { location_path, ...rest } = req.body;
      const values: VenueValues = { ...rest, location_id: await locationId(db, location_path) };
      if (rest.name && rest.name !== existing.name) values.slug = await freeSlug(db, rest.name);
      await repo.update(db, existing.id, values);
      const v = await repo.byId(db, existing.id);
      if (!v) throw errors.notFound("Forge not found.");
      return { data: presentVenue(v, true) };
    },
  );
};
