import { type ClassRequestListResponse, classRequestListResponseSchema } from "@guildforge/contracts";
import { useCallback, useState } from "react";
import { api } from "../../../lib/api";

/** GET /api/class-requests with a ready query string (lib/request-query.ts requestApiQuery). */
export async function listClassRequests(query: string): Promise<ClassRequestListResponse> {
  return classRequestListResponseSchema.parse(await api.get(`/api/class-requests?${query}`));
}

/**
 * "Load more" in the browser: appends the next cursor page to what the server rendered.
 * Without JavaScript the page's "Next page" link does the same through the URL.
 */
export function useLoadMoreClassRequests(first: ClassRequestListResponse, queryFor: (cursor: string) => string) {
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
      const next = await listClassRequests(queryFor(cursor));
      setItems((prev) => [...prev, ...next.data.filter((r) => !prev.some((p) => p.id === r.id))]);
      setCursor(next.meta.next_cursor);
    } finally {
      setLoading(false);
    }
  }, [cursor, queryFor]);
  return { items, cursor, loading, loadMore };
}
