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

/** The API query for the filters (the same names as the page URL). */
export function queueApiPath(f: QueueFilters): string {
  const params = new URLSearchParams();
  if (f.classId) params.set("class_id", String(f.classId));
  if (f.status !== "all") params.set("status", f.status);
  params.set("limit", "100");
  return `/api/manage/applications?${params}`;
}
