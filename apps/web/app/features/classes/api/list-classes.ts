import { api } from "../../../lib/api";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";
import { useLoadMore } from "../../../lib/use-load-more";
import { type ClassCardPage, toCardPage } from "../lib/card-view";

/** GET /api/classes with a ready query string (see lib/browse-query.ts apiQuery). */
export async function listClasses(query: string): Promise<ClassCardPage> {
  const [res, { classesResponseSchema }] = await Promise.all([api.get(`/api/classes?${query}`), lazySchemas()]);
  return toCardPage(classesResponseSchema.parse(res));
}

/** "Load more" for the class browse list (lib/use-load-more.ts). */
export function useLoadMoreClasses(first: ClassCardPage, queryFor: (cursor: string) => string) {
  return useLoadMore(first, queryFor, listClasses);
}
