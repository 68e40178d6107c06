import { honeypotField } from "@guildforge/contracts";
import { ValidationError } from "../../platform/errors.ts";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import { checkFormToken, type FormTokenUse, formTokenExpired } from "./form-token.ts";

/**
 * Spam resistance without third parties (decision 312): the honeypot field (hidden from people,
 * bots fill it), the signed form token's minimum fill time and single use (decision 510), and
 * fixed-window limits per IP address and per sender email address, counted in the shared
 * rate-limit store.
 */
export const feedbackLimits = {
  perIp: {
    max: 10,
    windowSeconds: 60 * 60,
    message: /*i18n*/ {
      id: "error.feedback_limit_ip",
      message: "You have sent a lot of feedback in the last hour. Please wait a while and try again.",
    },
  },
  perEmail: {
    max: 5,
    windowSeconds: 60 * 60,
    message: /*i18n*/ {
      id: "error.feedback_limit_email",
      message: "We have received several messages from this email address in the last hour. Please wait a while.",
    },
  },
};

export interface SpamCheck {
  limiter: RateLimiter;
  appKey: string;
  now: Date;
  ip: string;
  email: string | null;
  fields: { form_token: string; [honeypotField]?: string };
  /** Whether the token was spent on a send already (the store's transaction spends it). */
  tokenUsed: (token: FormTokenUse) => Promise<boolean>;
}

/**
 * Throws a 422 (honeypot, token, a replayed token) or a 429 (limits) before anything is decoded or
 * stored; returns the token to spend with the send.
 */
export async function guardAgainstSpam(c: SpamCheck): Promise<FormTokenUse> {
  if (c.fields[honeypotField]) {
    throw new ValidationError({
      [honeypotField]: [
        /*i18n*/ { id: "error.honeypot", message: "Leave this field empty: it is there to catch automated spam." },
      ],
    });
  }
  const token = checkFormToken(c.appKey, c.fields.form_token, c.now);
  if (await c.tokenUsed(token)) throw formTokenExpired();
  await c.limiter.consume(`feedback:ip:${c.ip}`, feedbackLimits.perIp, feedbackLimits.perIp.message);
  if (c.email) {
    await c.limiter.consume(`feedback:email:${c.email}`, feedbackLimits.perEmail, feedbackLimits.perEmail.message);
  }
  return token;
}
