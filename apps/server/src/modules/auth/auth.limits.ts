import type { Limit } from "../../platform/rate-limit/rate-limiter.ts";

/** Rate limits of the account endpoints (docs/decisions/053-rate-limits.md). */
export const authLimits = {
  loginFailuresPerEmailIp: { max: 5, windowSeconds: 15 * 60 },
  loginPerIp: { max: 30, windowSeconds: 60 },
  /** Per account across every IP (decision 231): a short lock, then a day-long one. */
  loginFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginFailuresPerAccountDay: { max: 50, windowSeconds: 24 * 60 * 60 },
  registerPerIp: { max: 10, windowSeconds: 60 * 60 },
  registerPerEmail: { max: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { max: 20, windowSeconds: 60 * 60 },
  forgotPerEmail: { max: 5, windowSeconds: 60 * 60 },
  resetPerIp: { max: 20, windowSeconds: 60 * 60 },
  /** One link a minute, five an hour (issue 21): a mail server needs a moment, and the inbox is not a chat. */
  verificationResendPerUser: { max: 1, windowSeconds: 60 },
  verificationResendPerUserHour: { max: 5, windowSeconds: 60 * 60 },
  passwordChangeFailuresPerUser: { max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/** The 429 message of a locked account: what the person can do about it. */
export const accountLockedMessage =
  "Too many failed sign-in attempts for this account. Please wait and try again later, or reset your password.";

/** Keys of the per-account failure counters (cleared by a successful login or a password reset). */
export const accountFailureKeys = (email: string) => ({
  short: `login:fail:account:${email.toLowerCase()}`,
  day: `login:fail:account-day:${email.toLowerCase()}`,
});

/** The 429 messages of "Resend verification email" (issue 21): what happened and when to try again. */
export const verificationResendMessages = {
  minute:
    "We just sent you a verification link. Check your inbox and spam folder; you can ask for another one in a minute.",
  hour: "We have sent you several verification links in the last hour. Check your inbox and spam folder, or try again in an hour.",
};
