import type { VerifyEmailBody } from "@guildforge/contracts";
import { errors } from "../../platform/errors.ts";
import type { AuthDeps } from "./auth.deps.ts";
import { authLimits, verificationResendMessages } from "./auth.limits.ts";
import { verifyEmailMail } from "./auth.mails.ts";
import { findUserById, markEmailVerified } from "./auth.repository.ts";
import { checkVerificationLink, emailHash, verificationUrl } from "./verification-link.ts";

const invalidLink = () =>
  errors.forbidden(
    /*i18n*/ {
      id: "error.verification_invalid",
      message: "This verification link is invalid. Request a new one from the verification page.",
    },
  );

/** Resends the verification mail (rate limited); does nothing for an already verified address. */
/** `language(account)`: the email's language from the account's choice and the request. */
export async function resendVerification(
  deps: AuthDeps,
  userId: number,
  language: (account: string | null) => string,
): Promise<void> {
  await deps.limiter.consume(
    `verify-resend:user:${userId}`,
    authLimits.verificationResendPerUser,
    verificationResendMessages.minute,
  );
  await deps.limiter.consume(
    `verify-resend-hour:user:${userId}`,
    authLimits.verificationResendPerUserHour,
    verificationResendMessages.hour,
  );
  const user = await findUserById(deps.db, userId);
  if (!user || user.emailVerifiedAt) return;
  const url = verificationUrl(deps.config.appUrl, deps.config.appKey, user, deps.now());
  await deps.mail.enqueue(verifyEmailMail(user, url, language(user.language)));
}

/** Checks the signed link and marks the address verified (idempotent). */
export async function verifyEmail(deps: AuthDeps, link: VerifyEmailBody): Promise<void> {
  const parsed = { id: Number(link.id), hash: link.hash, expires: Number(link.expires), signature: link.signature };
  const check = checkVerificationLink(deps.config.appKey, parsed, deps.now());
  if (check === "invalid") throw invalidLink();
  if (check === "expired") {
    throw errors.forbidden(
      /*i18n*/ {
        id: "error.verification_expired",
        message: "This verification link has expired. Request a new one from the verification page.",
      },
    );
  }
  const user = await findUserById(deps.db, parsed.id);
  if (!user || emailHash(user.email) !== parsed.hash) throw invalidLink();
  await markEmailVerified(deps.db, user.id, deps.now());
}
