import { type ManageApplicationsResponse, manageApplicationsResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";
import { useLoadMore } from "../../../lib/use-load-more";

/** GET /api/manage/applications: one page of the queue (path from lib/queue-filters.ts). */
export async function listQueue(path: string): Promise<ManageApplicationsResponse> {
  return manageApplicationsResponseSchema.parse(await api.get(path));
}

/** "Load more" for the applications queue (lib/use-load-more.ts). */
export function useLoadMoreQueue(first: ManageApplicationsResponse, pathFor: (cursor: string) => string) {
  return useLoadMore(first, pathFor, listQueue);
}
