import { type CreateRoleApplication, roleApplicationResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/role-applications: 201 with the pending application. */
export async function applyForRole(body: CreateRoleApplication) {
  return roleApplicationResponseSchema.parse(await api.post("/api/role-applications", body)).data;
}
