import { ownProfileResponseSchema, type UpdateProfile } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** PATCH /api/user: name, bio, home location; returns the saved profile. */
export async function updateProfile(body: UpdateProfile) {
  return ownProfileResponseSchema.parse(await api.patch("/api/user", body)).data;
}
