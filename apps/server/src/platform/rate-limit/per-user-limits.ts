import type { Limit, RateLimiter } from "./rate-limiter.ts";

/**
 * Per-user limits on what creates rows or decodes images (decision 234), in one place. Counted
 * in the shared rate-limit store (database or Redis), so they hold across instances; the 429
 * carries the error body of docs/product.md#error-bodies, a message for the person and Retry-After.
 */
export const perUserLimits = {
  /** New class requests: a person asks for a few classes a day, not dozens. */
  classRequestCreate: {
    max: 10,
    windowSeconds: 24 * 60 * 60,
    message: "You have requested many classes today. Please try again tomorrow.",
  },
  /** Role applications: one per role, resubmitted now and then. */
  roleApplicationCreate: {
    max: 5,
    windowSeconds: 24 * 60 * 60,
    message: "You have sent many role applications today. Please try again tomorrow.",
  },
  /** Instructor invitations by a host or admin. */
  invitationCreate: {
    max: 50,
    windowSeconds: 24 * 60 * 60,
    message: "You have sent many invitations today. Please try again tomorrow.",
  },
  /** Image uploads of every kind (avatar, class cover and gallery, forge photos): each is decoded. */
  imageUpload: {
    max: 60,
    windowSeconds: 60 * 60,
    message: "You have uploaded many images in the last hour. Please wait a while and try again.",
  },
  /** Chat messages (issue 17): a burst of quick replies, not a flood. */
  messageSendMinute: {
    max: 20,
    windowSeconds: 60,
    message: "You are sending messages very quickly. Please wait a minute and try again.",
  },
  messageSendDay: {
    max: 500,
    windowSeconds: 24 * 60 * 60,
    message: "You have sent many messages today. Please try again tomorrow.",
  },
  /** Reports to the admins (decision 503): a few a day is plenty; a flood is itself abuse. */
  reportCreate: {
    max: 10,
    windowSeconds: 24 * 60 * 60,
    message:
      "You have sent many reports today. Please try again tomorrow, or write to us through the contact page if it is urgent.",
  },
} satisfies Record<string, Limit & { message: string }>;

export type PerUserAction = keyof typeof perUserLimits;

/** Counts one `action` by `userId`; throws the 429 once the window holds more than its max. */
export function consumePerUser(limiter: RateLimiter, action: PerUserAction, userId: number): Promise<void> {
  const limit = perUserLimits[action];
  return limiter.consume(`user:${action}:${userId}`, limit, limit.message);
}
