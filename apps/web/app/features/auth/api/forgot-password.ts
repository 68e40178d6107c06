import type { ForgotPasswordBody } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/forgot-password: 202 whatever the email (no enumeration). */
export const forgotPassword = (body: ForgotPasswordBody) => api.post("/api/forgot-password", body);
