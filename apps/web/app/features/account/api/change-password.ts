import type { ChangePasswordBody } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** PUT /api/user/password (ends the account's other sessions). */
export const changePassword = (body: ChangePasswordBody) => api.put("/api/user/password", body);
