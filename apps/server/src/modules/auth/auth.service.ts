import type { LoginBody, RegisterBody } from "@guildforge/contracts";
import { errors, ValidationError } from "../../platform/errors.ts";
import { hashPassword, needsRehash, verifyPassword } from "../../platform/password.ts";
import type { AuthDeps } from "./auth.deps.ts";
import { accountFailureKeys, accountLockedMessage, authLimits } from "./auth.limits.ts";
import { accountLockedMail, registrationAttemptMail, verifyEmailMail } from "./auth.mails.ts";
import {
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  slugsStartingWith,
  type UserRow,
  updatePasswordHash,
} from "./auth.repository.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { nextFreeSlug, slugify } from "./slug.ts";
import { verificationUrl } from "./verification-link.ts";

const badCredentials = () => errors.validation("email", "These credentials do not match our records.");

// Unknown emails still pay for one argon2id verification, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword("guildforge-dummy-password-never-matches");
  return dummyHash;
};

/**
 * Registration that does not reveal who has an account (docs/decisions/230): a new email gets a
 * student account and the verification mail; an email that already has one gets, instead, a
 * mail to its owner. Both pay the same argon2id hash and one queued mail in one transaction, and
 * the caller answers both with the same 202 and no session (the new user signs in after).
 */
export async function register(deps: AuthDeps, body: RegisterBody, ip: string): Promise<void> {
  const email = body.email.toLowerCase();
  await deps.limiter.consume(`register:ip:${ip}`, authLimits.registerPerIp);
  await deps.limiter.consume(`register:email:${email}`, authLimits.registerPerEmail);
  await assertAcceptablePassword(body.password, { email, name: body.name });
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(deps.db, email);
  if (existing) return tellOwnerOfAttempt(deps, existing);
  const base = slugify(body.name);
  for (let attempt = 0; ; attempt++) {
    const slug =
      attempt < 3
        ? nextFreeSlug(base, await slugsStartingWith(deps.db, base))
        : `${base}-${Math.random().toString(36).slice(2, 8)}`;
    try {
      await deps.db.transaction(async (tx) => {
        const user = await insertUser(tx, { name: body.name, slug, email, passwordHash });
        const url = verificationUrl(deps.config.appUrl, deps.config.appKey, user, deps.now());
        await deps.mail.enqueue(verifyEmailMail(user, url), { db: tx });
      });
      return;
    } catch (err) {
      if (isUniqueViolation(err, "users_email_lower_idx")) {
        // Registered by a concurrent request a moment ago: the same answer, the owner's mail.
        const owner = await findUserByEmail(deps.db, email);
        if (owner) return tellOwnerOfAttempt(deps, owner);
      }
      if (!isUniqueViolation(err, "users_slug_idx") || attempt >= 5) throw err;
    }
  }
}

async function tellOwnerOfAttempt(deps: AuthDeps, owner: UserRow): Promise<void> {
  const links = { login: `${deps.config.appUrl}/login`, forgot: `${deps.config.appUrl}/forgot-password` };
  await deps.db.transaction(async (tx) => {
    await deps.mail.enqueue(registrationAttemptMail(owner, links), { db: tx });
  });
}

/**
 * Checks credentials with rate limits; the same 422 whether or not the email exists. Failures
 * count per (email, IP) and per account across every IP (decision 231): past the account's
 * limit every attempt, even with the right password, is a 429 until the window ends, and the
 * owner gets one mail when the lock starts. Unknown emails count and lock the same way.
 */
export async function authenticate(deps: AuthDeps, body: LoginBody, ip: string): Promise<UserRow> {
  const email = body.email.toLowerCase();
  const failureKey = `login:fail:${email}|${ip}`;
  const account = accountFailureKeys(email);
  await deps.limiter.consume(`login:ip:${ip}`, authLimits.loginPerIp);
  await deps.limiter.check(failureKey, authLimits.loginFailuresPerEmailIp);
  await deps.limiter.check(account.day, authLimits.loginFailuresPerAccountDay, accountLockedMessage);
  await deps.limiter.check(account.short, authLimits.loginFailuresPerAccount, accountLockedMessage);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummy()), body.password);
  if (!user || !ok) {
    await deps.limiter.record(failureKey, authLimits.loginFailuresPerEmailIp);
    await deps.limiter.record(account.day, authLimits.loginFailuresPerAccountDay);
    const count = await deps.limiter.record(account.short, authLimits.loginFailuresPerAccount);
    if (user && count === authLimits.loginFailuresPerAccount.max) await tellOwnerOfLock(deps, user);
    throw badCredentials();
  }
  if (user.suspendedAt) {
    throw errors.validation(
      "email",
      "This account is suspended. Contact the Guildforge team if you think this is a mistake.",
    );
  }
  await Promise.all([failureKey, account.short, account.day].map((k) => deps.limiter.clear(k)));
  if (needsRehash(user.passwordHash) || body.password.normalize("NFKC") !== body.password) {
    await updatePasswordHash(deps.db, user.id, await hashPassword(body.password), deps.now());
  }
  return user;
}

async function tellOwnerOfLock(deps: AuthDeps, owner: UserRow): Promise<void> {
  const forgot = `${deps.config.appUrl}/forgot-password`;
  await deps.mail.enqueue(accountLockedMail(owner, forgot, authLimits.loginFailuresPerAccount.windowSeconds / 60));
}

/** Verifies the current password and sets a new one (the caller ends the other sessions). */
export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  body: { current_password: string; password: string },
): Promise<void> {
  const failureKey = `password-change:user:${user.id}`;
  await deps.limiter.check(failureKey, authLimits.passwordChangeFailuresPerUser);
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    await deps.limiter.record(failureKey, authLimits.passwordChangeFailuresPerUser);
    throw new ValidationError({ current_password: ["The password is incorrect."] });
  }
  await assertAcceptablePassword(body.password, user);
  await updatePasswordHash(deps.db, user.id, await hashPassword(body.password), deps.now());
}
