import { type ClassRequestListResponse, classRequestListResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";
import { useLoadMore } from "../../../lib/use-load-more";

/** GET /api/class-requests with a ready query string (lib/request-query.ts requestApiQuery). */
export async function listClassRequests(query: string): Promise<ClassRequestListResponse> {
  return classRequestListResponseSchema.parse(await api.get(`/api/class-requests?${query}`));
}

/** "Load more" for the class-request list (lib/use-load-more.ts). */
export function useLoadMoreClassRequests(first: ClassRequestListResponse, queryFor: (cursor: string) => string) {
  return useLoadMore(first, queryFor, listClassRequests);
}
