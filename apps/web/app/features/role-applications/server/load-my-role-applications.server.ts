import { myRoleApplicationsResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /become-instructor, signed in: the visitor's own role applications (pending, approved, rejected). */
export async function loadMyRoleApplications(context: Readonly<RouterContextProvider>) {
  return (await loadJson(context, "/api/role-applications/mine", myRoleApplicationsResponseSchema)).data;
}
