import { myClassRequestsResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /profile/my-requests: the class requests the visitor made, in every status. */
export async function loadMyRequests(context: Readonly<RouterContextProvider>) {
  const { data } = await loadJson(context, "/api/user/class-requests", myClassRequestsResponseSchema);
  return { requests: data };
}
