import { type ClassCard, classesResponseSchema } from "@guildforge/contracts";
import { useEffect, useState } from "react";
import { api } from "../../../lib/api";

/** GET /api/classes?q=: published classes matching the words (for choosing the one that fulfils a request). */
export async function searchPublishedClasses(q: string, signal?: AbortSignal): Promise<ClassCard[]> {
  const query: Record<string, string | number> = { limit: 8 };
  if (q.trim()) query.q = q.trim();
  return classesResponseSchema.parse(await api.get("/api/classes", { query, signal, silent: true })).data;
}

/** The matches for what is typed, fetched 250 ms after typing stops (older answers are dropped). */
export function useClassSearch(q: string, enabled: boolean) {
  const [results, setResults] = useState<ClassCard[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      searchPublishedClasses(q, controller.signal)
        .then(setResults)
        .catch(() => {
          if (!controller.signal.aborted) setResults([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, enabled]);
  return { results, loading };
}
