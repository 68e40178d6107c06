import type { Limit } from "../../platform/rate-limit/rate-limiter.ts";

/** Rate limits of the account endpoints (docs/decisions/053-rate-limits.md). */
export const authLimits = {
  loginFailuresPerEmailIp: { max: 5, windowSeconds: 15 * 60 },
  loginPerIp: { max: 30, windowSeconds: 60 },
  registerPerIp: { max: 10, windowSeconds: 60 * 60 },
  registerPerEmail: { max: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { max: 20, windowSeconds: 60 * 60 },
  forgotPerEmail: { max: 5, windowSeconds: 60 * 60 },
  resetPerIp: { max: 20, windowSeconds: 60 * 60 },
  verificationResendPerUser: { max: 6, windowSeconds: 60 },
  passwordChangeFailuresPerUser: { max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;
