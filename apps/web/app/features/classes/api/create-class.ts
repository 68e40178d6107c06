import { type CreateClass, classDetailResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/classes: creates a draft. */
export async function createClass(body: CreateClass) {
  return classDetailResponseSchema.parse(await api.post("/api/classes", body)).data;
}
