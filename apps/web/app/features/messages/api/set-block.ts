import { api } from "../../../lib/api";

/** POST (block) or DELETE (unblock) /api/users/{id}/block. */
export async function setBlock(userId: number, blocked: boolean): Promise<void> {
  const path = `/api/users/${userId}/block`;
  if (blocked) await api.post(path);
  else await api.delete(path);
}
