import { instructorsResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** GET /api/instructors (first 50): the people anyone signed in may start a conversation with (decision 261). */
export async function listInstructors() {
  const body = await api.get("/api/instructors", { query: { limit: 50 }, silent: true });
  return instructorsResponseSchema.parse(body).data.map((i) => ({ id: i.id, name: i.name, place: i.home_location }));
}
