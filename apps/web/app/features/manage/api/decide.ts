import { type ApplicationDecision, manageApplicationResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/manage/applications/{id}/decision: accept, reject (optional note) or waitlist. */
export async function decideApplication(id: number, body: ApplicationDecision) {
  const res = await api.post(`/api/manage/applications/${id}/decision`, body, { handleErrors: false });
  return manageApplicationResponseSchema.parse(res).data;
}
