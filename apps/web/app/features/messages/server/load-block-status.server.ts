import { blockStatusResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJsonOrNull } from "../../../lib/server-api/api-json.server";

/**
 * Whether the visitor blocked user `id` (for a profile's Block / Unblock), through the in-process
 * API with the visitor's cookie; null for visitors who are not signed in.
 */
export async function loadBlockStatus(context: Readonly<RouterContextProvider>, id: number): Promise<boolean | null> {
  const body = await loadJsonOrNull(context, `/api/users/${id}/block`, blockStatusResponseSchema, [401, 404]);
  return body ? body.blocked : null;
}
