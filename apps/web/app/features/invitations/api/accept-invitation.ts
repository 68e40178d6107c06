import { invitationResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/instructor-invitations/{token}/accept (signed in with the invited email). */
export async function acceptInvitation(token: string) {
  return invitationResponseSchema.parse(
    await api.post(`/api/instructor-invitations/${encodeURIComponent(token)}/accept`),
  ).data;
}
