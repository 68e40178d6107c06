import { type ApplicationStatus, applicationStatusSchema } from "@guildforge/contracts";

export interface QueueFilters {
  classId: number | null;
  status: ApplicationStatus | null;
}

/** `?class_id=12&status=pending` from the page URL; anything invalid is ignored. */
export function readQueueFilters(search: URLSearchParams): QueueFilters {
  const rawClass = Number(search.get("class_id"));
  const status = applicationStatusSchema.safeParse(search.get("status"));
  return {
    classId: Number.isInteger(rawClass) && rawClass > 0 ? rawClass : null,
    status: status.success ? status.data : null,
  };
}

/** The API query for the filters (the same names as the page URL). */
export function queueApiPath(f: QueueFilters): string {
  const params = new URLSearchParams();
  if (f.classId) params.set("class_id", String(f.classId));
  if (f.status) params.set("status", f.status);
  params.set("limit", "100");
  return `/api/manage/applications?${params}`;
}
