import { instructorNextClassesMax, instructorsQuerySchema, instructorsResponseSchema } from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { keysetCursor, pageOf, rowsToRead } from "../../platform/pagination.ts";
import { presentInstructorsPage } from "./instructors.presenter.ts";
import { instructorsRepository } from "./instructors.repository.ts";

/**
 * GET /api/instructors: public list of instructors with their themes and their soonest upcoming
 * classes (policy: anyone). Three queries whatever the page size: page, total, classes.
 */
export const instructorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.get(
    "/instructors",
    {
      config: { access: "public" },
      schema: {
        tags: ["Instructors"],
        summary: "List instructors with their themes and next classes (filter by theme, cursor paging)",
        querystring: instructorsQuerySchema,
        response: { 200: instructorsResponseSchema },
      },
    },
    async (req) => {
      const { theme, cursor, limit } = req.query;
      const key = cursor ? keysetCursor.decode(cursor, "name", "text") : undefined;
      const after = key ? { name: key.value as string, id: key.id } : undefined;
      const { rows, total } = await instructorsRepository.list(db, { theme, after, limit: rowsToRead(limit) });
      const page = pageOf(rows, limit, (last) => keysetCursor.encode({ sort: "name", value: last.name, id: last.id }));
      const next = await instructorsRepository.nextClasses(
        db,
        page.rows.map((r) => r.id),
        instructorNextClassesMax,
      );
      return presentInstructorsPage({ ...page, total }, next);
    },
  );
};
