import { type CreateInvitation, invitationCreatedResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/instructor-invitations (hosts and admins): emails the invitation, returns its link once. */
export async function createInvitation(body: CreateInvitation) {
  return invitationCreatedResponseSchema.parse(await api.post("/api/instructor-invitations", body)).data;
}
