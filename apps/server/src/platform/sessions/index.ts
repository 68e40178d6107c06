import type { Db } from "../../db/client.ts";
import { deleteUserSessions, findSessionIdsToEnd, markUserSessionsForRotation } from "./session.repository.ts";
import type { SessionEnds } from "./session-plugin.ts";

export {
  type EndingSession,
  endSession,
  onSessionsEnding,
  registerSessions,
  type SessionEnds,
  type SessionState,
  type SessionsEndingListener,
  sessionEnds,
  startSession,
} from "./session-plugin.ts";

/**
 * Ends every session of a user (suspension, password reset), or every one but `exceptSessionId`
 * (password change keeps the current one). Pass a transaction as `db` to make it part of it.
 * `ends` (from `sessionEnds(app)`) is told first, so their live subscriptions are gone before
 * the rows are (decision 505).
 */
export async function endAllSessions(
  ends: SessionEnds,
  db: Db,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  await ends.announce(await findSessionIdsToEnd(db, { userId, exceptId: exceptSessionId }));
  await deleteUserSessions(db, userId, exceptSessionId);
}

/**
 * Call after changing a user's roles: each of their sessions gets a new id on its next API
 * request (the old id keeps working for one minute for requests already in flight).
 */
export async function rotateSessionsForUser(db: Db, userId: number): Promise<void> {
  await markUserSessionsForRotation(db, userId);
}
