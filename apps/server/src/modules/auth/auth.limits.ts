import { translate } from "../../platform/i18n/server-i18n.ts";
import type { Limit } from "../../platform/rate-limit/rate-limiter.ts";

/** Rate limits of the account endpoints (docs/decisions/053-rate-limits.md). */
export const authLimits = {
  /**
   * Failed sign-ins per (account, address) in a day (decision 501): `max` are free, then the pair
   * waits `loginDelay` after each further failure.
   */
  loginFailuresPerAccountAddress: { max: 5, windowSeconds: 24 * 60 * 60 },
  loginPerIp: { max: 30, windowSeconds: 60 },
  /**
   * The account-wide ceiling (decision 501): past it, every address that fails for this account
   * waits the longest delay after each failure, and the owner gets one mail. An address without
   * failures (the owner's, with the right password) is never held back.
   */
  loginFailuresPerAccount: { max: 100, windowSeconds: 24 * 60 * 60 },
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

/** The wait of an (account, address) pair past its free failures: doubling from `firstSeconds`, at most `maxSeconds`. */
export const loginDelay = { firstSeconds: 60, maxSeconds: 15 * 60 };

/**
 * Seconds the pair waits after its `failures`-th failure (decision 501): none while the free ones
 * last, then 1, 2, 4, 8 minutes, then 15; past the account's ceiling, 15 from the first failure.
 */
export function loginDelaySeconds(failures: number, pastCeiling: boolean): number {
  if (pastCeiling) return failures > 0 ? loginDelay.maxSeconds : 0;
  const over = failures - authLimits.loginFailuresPerAccountAddress.max;
  if (over < 0) return 0;
  return Math.min(loginDelay.firstSeconds * 2 ** Math.min(over, 16), loginDelay.maxSeconds);
}

/** The 429 text of a waiting (account, address) pair: what happened, how long, what else to do. */
export const loginWait = /*i18n*/ {
  id: "error.login_wait",
  message:
    "Too many failed sign-in attempts for this account from here. Please wait {minutes, plural, one {a minute} other {# minutes}} and try again, or reset your password.",
};

/** The wait's values: whole minutes, at least one. */
export const loginWaitValues = (seconds: number) => ({ minutes: Math.max(1, Math.ceil(seconds / 60)) });

/** The 429 message in English (logs, tests). */
export const loginWaitMessage = (seconds: number): string => translate("en", loginWait, loginWaitValues(seconds));

/**
 * Keys of the sign-in failure counters (decision 501): the pair's count and its wait, per
 * lower-cased email and address; the account-wide count. A successful sign-in clears the pair's;
 * a password reset clears the account's.
 */
export const loginFailureKeys = (email: string, address: string) => {
  const account = email.toLowerCase();
  return {
    pair: `login:fail:${account}|${address}`,
    wait: `login:wait:${account}|${address}`,
    account: `login:fail:account:${account}`,
  };
};

/**
 * The address failures are counted for: an IPv4 address as it is, an IPv6 one by its /64 (one
 * home or host gets a whole /64, so counting single IPv6 addresses would let one guesser pass for
 * millions of strangers). An IPv4-mapped IPv6 address counts as its IPv4.
 */
export function failureAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The 429 messages of "Resend verification email" (issue 21): what happened and when to try again. */
export const verificationResendMessages = {
  minute:
    "We just sent you a verification link. Check your inbox and spam folder; you can ask for another one in a minute.",
  hour: "We have sent you several verification links in the last hour. Check your inbox and spam folder, or try again in an hour.",
};
