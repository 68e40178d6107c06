import { type UserApprovalDecision, userApprovalResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/admin/user-approvals/{id}/decision. */
export async function decideApproval(id: number, body: UserApprovalDecision) {
  return userApprovalResponseSchema.parse(await api.post(`/api/admin/user-approvals/${id}/decision`, body)).data;
}
