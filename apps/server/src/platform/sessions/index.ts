import type { Db } from "../../db/client.ts";
import { deleteUserSessions, markUserSessionsForRotation } from "./session.repository.ts";

export { endSession, registerSessions, type SessionState, startSession } from "./session-plugin.ts";

/**
 * Ends every session of a user (suspension, password reset), or every one but `exceptSessionId`
 * (password change keeps the current one). Pass a transaction as `db` to make it part of it.
 */
export async function endAllSessions(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  await deleteUserSessions(db, userId, exceptSessionId);
}

/**
 * Call after changing a user's roles: each of their sessions gets a new id on its next API
 * request (the old id keeps working for one minute for requests already in flight).
 */
export async function rotateSessionsForUser(db: Db, userId: number): Promise<void> {
  await markUserSessionsForRotation(db, userId);
}
