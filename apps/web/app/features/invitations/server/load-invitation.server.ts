import { invitationResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJsonOrNull } from "../../../lib/server-api/api-json.server";

/** /instructor-invitations/{token}: the invitation, or null for a token that is unknown, used or expired. */
export async function loadInvitation(context: Readonly<RouterContextProvider>, token: string) {
  const found = await loadJsonOrNull(
    context,
    `/api/instructor-invitations/${encodeURIComponent(token)}`,
    invitationResponseSchema,
    [404],
  );
  return found?.data ?? null;
}
