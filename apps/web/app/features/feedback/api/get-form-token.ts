import { formTokenResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** GET /api/feedback/form-token: the signed token a feedback form sends back (minimum fill time). */
export async function getFormToken() {
  return formTokenResponseSchema.parse(await api.get("/api/feedback/form-token", { handleErrors: false })).data.token;
}
