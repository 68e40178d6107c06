import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { feedbackMinFillMs } from "@guildforge/contracts";
import { ValidationError } from "../../platform/errors.ts";

/**
 * The minimum fill time of the feedback forms (decision 312): the form fetches a token when it
 * opens, `{issued ms}.{nonce}.{HMAC}` signed with APP_KEY; a submission sooner than
 * feedbackMinFillMs after it was issued (a bot filling the form at once), or with a forged or
 * day-old token, is refused. No third-party service and no cookie. A token sends one thing only
 * (decision 510): its nonce is recorded in `used_form_tokens` with the send, and a replay is refused.
 */
export const formTokenMaxAgeMs = 24 * 60 * 60 * 1000;

/** How far an instance's clock may run behind the one that issued the token. */
const clockSkewMs = 60_000;

const mac = (appKey: string, issued: number, nonce: string) =>
  createHmac("sha256", appKey).update(`feedback-form|${issued}|${nonce}`).digest("base64url").slice(0, 32);

export function issueFormToken(appKey: string, now: Date): string {
  const issued = now.getTime();
  const nonce = randomBytes(16).toString("base64url");
  return `${issued}.${nonce}.${mac(appKey, issued, nonce)}`;
}

/** A checked token: the id recorded once it is used, kept until the token would expire anyway. */
export interface FormTokenUse {
  id: string;
  expiresAt: Date;
}

const formTokenExpiredText = /*i18n*/ {
  id: "error.form_expired",
  message: "This form has expired. Reload the page and try again.",
};
export const formTokenExpiredMessage = formTokenExpiredText.message;

/** The 422 of a forged, expired or already used token: the person reloads the form. */
export const formTokenExpired = () => new ValidationError({ form_token: [formTokenExpiredText] });

/**
 * Throws the 422 of docs/product.md#validation unless the token is ours, old enough and fresh
 * enough; returns what to record when it is used (whether it was used already is not known here).
 */
export function checkFormToken(appKey: string, token: string, now: Date, minFillMs = feedbackMinFillMs): FormTokenUse {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) throw formTokenExpired();
  const issued = Number(match[1]);
  const nonce = match[2] as string;
  const expected = Buffer.from(mac(appKey, issued, nonce));
  const given = Buffer.from(match[3] ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw formTokenExpired();
  const age = now.getTime() - issued;
  if (age > formTokenMaxAgeMs || age < -clockSkewMs) throw formTokenExpired();
  if (age < minFillMs) {
    throw new ValidationError({
      form_token: [
        /*i18n*/ {
          id: "error.form_too_quick",
          message: "That was very quick. Please take a moment to check what you wrote, then send it again.",
        },
      ],
    });
  }
  return { id: nonce, expiresAt: new Date(issued + formTokenMaxAgeMs + clockSkewMs) };
}
