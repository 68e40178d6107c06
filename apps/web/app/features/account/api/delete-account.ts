import type { DeleteAccountBody } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** DELETE /api/user: deletes the account (the password confirms), signs out everywhere (decision 532). */
export const deleteAccount = (body: DeleteAccountBody) => api.delete("/api/user", { body, handleErrors: false });
