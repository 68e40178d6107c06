import { publicProfileResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /users/{slug}: a member's public profile (an unknown slug is the page's 404). */
export async function loadPublicProfile(context: Readonly<RouterContextProvider>, slug: string) {
  return (await loadJson(context, `/api/users/${encodeURIComponent(slug)}`, publicProfileResponseSchema)).data;
}
