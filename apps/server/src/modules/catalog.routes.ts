import type { FastifyPluginAsync } from "fastify";
import { createClassImagesService } from "./classes/class-images.service.ts";
import { presentClassCard } from "./classes/classes.presenter.ts";
import { classesRoutes } from "./classes/classes.routes.ts";
import { createClassesService } from "./classes/classes.service.ts";
import { locationsRoutes } from "./locations/locations.routes.ts";
import { themesRoutes } from "./themes/themes.routes.ts";
import { presentVenue } from "./venues/venues.presenter.ts";
import { venuesRoutes } from "./venues/venues.routes.ts";
import { createVenuesService } from "./venues/venues.service.ts";

/**
 * A location page shows its subtree's first forges and their total: the first page of the venues
 * list (cut by the one page builder, `pageOf`); the page links to no next one.
 */
const locationVenuesShown = 50;

/**
 * The API of the catalogue: classes, venues, locations and themes. Features never import each
 * other; this composition hands the location page what it borrows from classes and venues.
 * The classes and venues services are built once here and shared by their routes and the location page.
 */
export const catalogRoutes: FastifyPluginAsync = async (api) => {
  const db = api.deps.database.db;
  const classes = createClassesService({ db, events: api.events, classEvents: api.classEvents });
  const images = createClassImagesService({ db, events: api.events, storage: api.storage, classes });
  await api.register(classesRoutes, { service: classes, images });
  const venues = createVenuesService(db);
  await api.register(venuesRoutes, { service: venues });
  await api.register(themesRoutes);
  await api.register(locationsRoutes, {
    upcomingClasses: async (path, limit) => {
      const r = await classes.list({ location: path, sort: "soonest", limit });
      return { data: r.rows.map(presentClassCard), total: r.total };
    },
    venuesIn: async (path, user) => {
      const r = await venues.list(user, { location: path, limit: locationVenuesShown });
      return { data: r.rows.map((v) => presentVenue(v, user)), total: r.total };
    },
  });
};
