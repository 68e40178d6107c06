const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Session lifetimes (docs/decisions/050-sessions.md). */
export const sessionTimeouts = {
  idleMs: 2 * hour,
  absoluteMs: 12 * hour,
  rememberIdleMs: 30 * day,
  rememberAbsoluteMs: 30 * day,
  /** last_seen_at is written at most this often. */
  touchEveryMs: minute,
  /** After a role-change rotation the old id still works this long (parallel requests in flight). */
  rotationGraceMs: minute,
} as const;

export interface SessionTimes {
  remember: boolean;
  createdAt: Date;
  lastSeenAt: Date;
}

/** True when the session is past its idle or absolute timeout at `now`. */
export function isSessionExpired(s: SessionTimes, now: Date): boolean {
  const idle = s.remember ? sessionTimeouts.rememberIdleMs : sessionTimeouts.idleMs;
  const absolute = s.remember ? sessionTimeouts.rememberAbsoluteMs : sessionTimeouts.absoluteMs;
  const t = now.getTime();
  return t - s.lastSeenAt.getTime() > idle || t - s.createdAt.getTime() > absolute;
}

/** Cookie Max-Age in seconds: remembered sessions persist, others end with the browser. */
export function cookieMaxAge(remember: boolean): number | undefined {
  return remember ? sessionTimeouts.rememberAbsoluteMs / 1000 : undefined;
}
