import type { ResetPasswordBody } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/reset-password with the token and email of the emailed link. */
export const resetPassword = (body: ResetPasswordBody) => api.post("/api/reset-password", body);
