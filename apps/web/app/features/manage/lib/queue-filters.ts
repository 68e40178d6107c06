import { type ApplicationStatus, applicationStatusSchema } from "@guildforge/contracts";

export interface QueueFilters {
  classId: number | null;
  /** Default "pending" (the queue); "all" shows every status. */
  status: ApplicationStatus | "all";
}

/** `?class_id=12&status=pending` from the page URL; anything invalid is ignored. */
export function readQueueFilters(search: URLSearchParams): QueueFilters {
  const rawClass = Number(search.get("class_id"));
  const raw = search.get("status");
  const status = applicationStatusSchema.safeParse(raw);
  return {
    classId: Number.isInteger(rawClass) && rawClass > 0 ? rawClass : null,
    status: status.success ? status.data : raw === "all" ? "all" : "pending",
  };
}

/** How many applications a page of the queue shows before "Load more" (decision 372). */
export const queuePageSize = 10;

/** The filters as a query (the same names in the page URL and the API), with a page's cursor. */
export function queueQuery(f: QueueFilters, cursor?: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (f.classId) params.set("class_id", String(f.classId));
  if (f.status !== "all") params.set("status", f.status);
  if (cursor) params.set("cursor", cursor);
  return params;
}

/** The API path for the filters: one page of `queuePageSize`. */
export function queueApiPath(f: QueueFilters, cursor?: string | null): string {
  const params = queueQuery(f, cursor);
  params.set("limit", String(queuePageSize));
  return `/api/manage/applications?${params}`;
}

/** The page URL of the next page (the "Load more" link without JavaScript). */
export function queuePagePath(f: QueueFilters, cursor: string): string {
  return `/manage/applications?${queueQuery(f, cursor)}`;
}
