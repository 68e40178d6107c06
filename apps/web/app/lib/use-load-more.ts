import { useCallback, useState } from "react";

/** A cursor-paginated list response: `{ data, meta: { next_cursor } }` (API.md). */
export interface CursorPage<T extends { id: number }> {
  data: T[];
  meta: { next_cursor: string | null };
}

/**
 * "Load more" in the browser: appends the next cursor page to what the server rendered, skipping
 * items already shown. Without JavaScript the page's "Next page" link does the same via the URL.
 * `fetchPage` must be stable (a module-level fetcher); `queryFor` builds the query for a cursor.
 */
export function useLoadMore<T extends { id: number }>(
  first: CursorPage<T>,
  queryFor: (cursor: string) => string,
  fetchPage: (query: string) => Promise<CursorPage<T>>,
) {
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
      const next = await fetchPage(queryFor(cursor));
      setItems((prev) => {
        const shown = new Set(prev.map((p) => p.id));
        return [...prev, ...next.data.filter((item) => !shown.has(item.id))];
      });
      setCursor(next.meta.next_cursor);
    } finally {
      setLoading(false);
    }
  }, [cursor, queryFor, fetchPage]);
  return { items, cursor, loading, loadMore };
}
