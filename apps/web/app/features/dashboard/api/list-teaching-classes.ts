import { type TeachingClass, teachingClassesResponseSchema } from "@guildforge/contracts";
import { useMemo } from "react";
import { api } from "../../../lib/api";
import { type CursorPage, useLoadMore } from "../../../lib/use-load-more";

/** A class one manages, keyed by its id for "Load more". */
export type TeachingItem = TeachingClass & { id: number };

const withId = (c: TeachingClass): TeachingItem => ({ ...c, id: c.class.id });

/** GET /api/dashboard/teaching: the next page of the classes one teaches or hosts. */
export async function listTeachingClasses(query: string): Promise<CursorPage<TeachingItem>> {
  const page = teachingClassesResponseSchema.parse(await api.get(`/api/dashboard/teaching?${query}`));
  return { data: page.data.map(withId), meta: page.meta };
}

const queryFor = (cursor: string) => new URLSearchParams({ cursor }).toString();

/** "Load more" for the dashboard's classes, starting from the page the dashboard carried. */
export function useLoadMoreTeaching(classes: TeachingClass[], nextCursor: string | null) {
  const first = useMemo(
    () => ({ data: classes.map(withId), meta: { next_cursor: nextCursor } }),
    [classes, nextCursor],
  );
  return useLoadMore(first, queryFor, listTeachingClasses);
}
