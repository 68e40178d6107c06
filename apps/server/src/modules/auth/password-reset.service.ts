import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { ResetPasswordBody } from "@guildforge/contracts";
import { errors } from "../../platform/errors.ts";
import { hashPassword } from "../../platform/password.ts";
import { endAllSessions } from "../../platform/sessions/index.ts";
import type { AuthDeps } from "./auth.deps.ts";
import { authLimits, loginFailureKeys } from "./auth.limits.ts";
import { resetPasswordMail } from "./auth.mails.ts";
import {
  consumePasswordResetToken,
  findPasswordResetToken,
  findUserByEmail,
  savePasswordResetToken,
  updatePasswordHash,
} from "./auth.repository.ts";
import { assertAcceptablePassword } from "./password-policy.ts";

export const resetTokenMinutes = 60;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const invalidToken = () =>
  errors.validation(
    "email",
    /*i18n*/ {
      id: "error.reset_token_invalid",
      message: "This password reset token is invalid or has expired.",
    },
  );

/** The queue whose jobs do the database work of a forgot-password request (decision 232). */
export const passwordResetQueue = "auth.password-reset";

/**
 * Forgot-password, the request's part: the rate limits and one queued job, the same work for
 * every email, so neither the answer nor its timing reveals whether an account exists. The job
 * (`sendPasswordResetLink`) looks the address up and mails the link.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  emailInput: string,
  ip: string,
  language: string,
): Promise<void> {
  const email = emailInput.toLowerCase();
  await deps.limiter.consume(`forgot:ip:${ip}`, authLimits.forgotPerIp);
  await deps.limiter.consume(`forgot:email:${email}`, authLimits.forgotPerEmail);
  await deps.jobs.send(passwordResetQueue, { email, language } satisfies PasswordResetJob, { retryLimit: 3 });
}

export interface PasswordResetJob {
  email: string;
  /** The language of the page the reset was asked from (the email's, unless the account chose one). */
  language?: string;
}

/** The job: emails a single-use reset link when the address belongs to an active account. */
export async function sendPasswordResetLink(deps: AuthDeps, job: PasswordResetJob): Promise<void> {
  const user = await findUserByEmail(deps.db, job.email);
  if (!user || user.suspendedAt) return;
  const token = randomBytes(32).toString("base64url");
  const now = deps.now();
  const url = `${deps.config.appUrl}/reset-password?${new URLSearchParams({ token, email: user.email })}`;
  await deps.db.transaction(async (tx) => {
    await savePasswordResetToken(tx, {
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + resetTokenMinutes * 60_000),
    });
    await deps.mail.enqueue(resetPasswordMail(user, url, user.language ?? job.language), { db: tx });
  });
}

/** Sets the new password, uses up the token and ends every session of the account. */
export async function resetPassword(deps: AuthDeps, body: ResetPasswordBody, ip: string): Promise<void> {
  await deps.limiter.consume(`reset:ip:${ip}`, authLimits.resetPerIp);
  const user = await findUserByEmail(deps.db, body.email);
  const row = user ? await findPasswordResetToken(deps.db, user.id) : null;
  const given = Buffer.from(sha256(body.token));
  if (
    !user ||
    !row ||
    user.suspendedAt ||
    row.expiresAt.getTime() <= deps.now().getTime() ||
    !timingSafeEqual(Buffer.from(row.tokenHash), given)
  ) {
    throw invalidToken();
  }
  await assertAcceptablePassword(body.password, user);
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumePasswordResetToken(tx, user.id, row.tokenHash))) throw invalidToken();
    await updatePasswordHash(tx, user.id, passwordHash, deps.now());
    await endAllSessions(deps.sessionEnds, tx, user.id);
  });
  // A reset proves the owner: the account-wide failure count starts again (decision 501).
  await deps.limiter.clear(loginFailureKeys(user.email, "").account);
}
