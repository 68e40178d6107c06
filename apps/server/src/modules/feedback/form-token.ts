import { createHmac, timingSafeEqual } from "node:crypto";
import { feedbackMinFillMs } from "@guildforge/contracts";
import { ValidationError } from "../../platform/errors.ts";

/**
 * The minimum fill time of the feedback forms (decision 312): the form fetches a token when it
 * opens, `{issued ms}.{HMAC}` signed with APP_KEY; a submission sooner than feedbackMinFillMs
 * after it was issued (a bot filling the form at once), or with a forged or day-old token, is
 * refused. No third-party service and no cookie.
 */
export const formTokenMaxAgeMs = 24 * 60 * 60 * 1000;

const mac = (appKey: string, issued: number) =>
  createHmac("sha256", appKey).update(`feedback-form|${issued}`).digest("base64url").slice(0, 32);

export function issueFormToken(appKey: string, now: Date): string {
  const issued = now.getTime();
  return `${issued}.${mac(appKey, issued)}`;
}

const expired = () => new ValidationError({ form_token: ["This form has expired. Reload the page and try again."] });

/** Throws the 422 of docs/product.md#validation unless the token is ours, old enough and fresh enough. */
export function checkFormToken(appKey: string, token: string, now: Date, minFillMs = feedbackMinFillMs): void {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) throw expired();
  const issued = Number(match[1]);
  const expected = Buffer.from(mac(appKey, issued));
  const given = Buffer.from(match[2] ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw expired();
  const age = now.getTime() - issued;
  if (age > formTokenMaxAgeMs || age < -60_000) throw expired();
  if (age < minFillMs) {
    throw new ValidationError({
      form_token: ["That was very quick. Please take a moment to check what you wrote, then send it again."],
    });
  }
}
