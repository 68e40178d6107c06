import type { VerifyEmailBody } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/email/verify with the signed link's query. Errors come back to the page (its own states). */
export const verifyEmail = (body: VerifyEmailBody) => api.post("/api/email/verify", body, { handleErrors: false });
