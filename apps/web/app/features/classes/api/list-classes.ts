import { type ClassesResponse, classesResponseSchema } from "@guildforge/contracts";
import { useCallback, useState } from "react";
import { api } from "../../../lib/api";

/** GET /api/classes with a ready query string (see lib/browse-query.ts apiQuery). */
export async function listClasses(query: string): Promise<ClassesResponse> {
  return classesResponseSchema.parse(await api.get(`/api/classes?${query}`));
}

/**
 * "Load more" in the browser: appends the next cursor page to what the server rendered.
 * Without JavaScript the page's "Next page" link does the same through the URL.
 */
export function useLoadMoreClasses(first: ClassesResponse, queryFor: (cursor: string) => string) {
  const [items, setItems] = useState(first.data);
  const [cursor, setCursor] = useState(first.meta.next_cursor);
  const [loading, setLoading] = useState(false);
  const [firstSeen, setFirstSeen] = useState(first);
  if (firstSeen !== first) {
    setFirstSeen(first);
    setItems(first.data);
    setCursor(first.meta.next_cursor);
  }
  const loadMore = useCallback(async () => {
    if (!cursor) return;
    setLoading(true);
    try {
      const next = await listClasses(queryFor(cursor));
      setItems((prev) => [...prev, ...next.data.filter((c) => !prev.some((p) => p.id === c.id))]);
      setCursor(next.meta.next_cursor);
    } finally {
      setLoading(false);
    }
  }, [cursor, queryFor]);
  return { items, cursor, loading, loadMore };
}
