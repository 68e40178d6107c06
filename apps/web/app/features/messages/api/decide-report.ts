import { reportResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

export type ReportAction = "dismiss" | "warn" | "suspend";

/** POST /api/admin/reports/{id}/decision. */
export async function decideReport(reportId: number, action: ReportAction, note?: string) {
  const body = await api.post(`/api/admin/reports/${reportId}/decision`, { action, note: note || undefined });
  return reportResponseSchema.parse(body).data;
}
