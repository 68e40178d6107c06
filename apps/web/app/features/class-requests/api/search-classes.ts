import { type ClassCard, classesResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";
import { useQuery } from "../../../lib/use-query";

/** GET /api/classes?q=: published classes matching the words (for choosing the one that fulfils a request). */
export async function searchPublishedClasses(q: string, signal?: AbortSignal): Promise<ClassCard[]> {
  const query: Record<string, string | number> = { limit: 8 };
  if (q.trim()) query.q = q.trim();
  return classesResponseSchema.parse(await api.get("/api/classes", { query, signal, silent: true })).data;
}

/** The matches for what is typed, fetched 250 ms after typing stops (older answers are dropped). */
export function useClassSearch(q: string, enabled: boolean) {
  const found = useQuery(enabled ? q : null, (signal) => searchPublishedClasses(q, signal), { delayMs: 250 });
  return { results: found.error ? [] : (found.data ?? []), loading: found.loading };
}
