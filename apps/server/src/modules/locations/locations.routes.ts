import {
  type ClassCard,
  type LocationPage,
  locationPageResponseSchema,
  locationParamsSchema,
  locationTreeResponseSchema,
  type Venue,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import { optionalUploadUrl } from "../../platform/storage/upload-key.ts";
import { buildTree, presentLocation } from "./locations.presenter.ts";
import { locationsRepository as repo } from "./locations.repository.ts";

/** What the location page borrows from other features (wired by the catalog composition). */
export interface LocationsRoutesOptions {
  upcomingClasses: (path: string, limit: number) => Promise<{ data: ClassCard[]; total: number }>;
  venuesIn: (path: string, user: AuthUser | null) => Promise<{ data: Venue[]; total: number }>;
}

/** GET /api/locations (tree) and GET /api/locations/{path...} (the location page's data). */
export const locationsRoutes: FastifyPluginAsyncZod<LocationsRoutesOptions> = async (app, opts) => {
  const db = app.deps.database.db;

  app.get(
    "/locations",
    {
      config: { access: "public" },
      schema: {
        tags: ["Locations"],
        summary: "Every location as a country / region / city tree",
        response: { 200: locationTreeResponseSchema },
      },
    },
    async () => ({
      data: buildTree(await repo.all(db)),
    }),
  );

  app.get(
    "/locations/*",
    {
      config: { access: "public" },
      schema: {
        tags: ["Locations"],
        summary: "A location page: ancestors, children, forges, instructors and upcoming classes in its subtree",
        params: locationParamsSchema,
        response: { 200: locationPageResponseSchema },
      },
    },
    async (req) => {
      const path = req.params["*"];
      const rows = await repo.withAncestors(db, path);
      const self = rows.find((r) => r.path === path);
      if (!self) throw errors.notFound(/*i18n*/ { id: "error.location_not_found", message: "Location not found." });
      const [classes, venues, instructors] = await Promise.all([
        opts.upcomingClasses(path, 12),
        opts.venuesIn(path, req.user),
        repo.instructorsIn(db, path, 24),
      ]);
      const page: LocationPage = {
        location: presentLocation(self),
        ancestors: rows
          .filter((r) => path.startsWith(`${r.path}/`))
          .map((r) => ({ path: r.path, name: r.name, url: `/locations/${r.path}` })),
        children: rows.filter((r) => r.parent_id === self.id).map(presentLocation),
        venues: venues.data,
        instructors: instructors.map((i) => ({
          id: i.id,
          name: i.name,
          slug: i.slug,
          avatar_url: optionalUploadUrl(i.avatar_path),
          url: `/users/${i.slug}`,
        })),
        upcoming_classes: classes.data,
        counts: { venues: venues.total, instructors: instructors.length, upcoming_classes: classes.total },
      };
      return { data: page };
    },
  );
};
