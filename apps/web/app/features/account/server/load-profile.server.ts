import { ownProfileResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /profile: the visitor's own profile (what the profile form edits). */
export async function loadOwnProfile(context: Readonly<RouterContextProvider>) {
  return { profile: (await loadJson(context, "/api/user/profile", ownProfileResponseSchema)).data };
}
