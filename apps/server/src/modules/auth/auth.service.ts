import { emailTakenCode, emailTakenMessage, type LoginBody, type RegisterBody } from "@guildforge/contracts";
import { errors, ValidationError } from "../../platform/errors.ts";
import { hashPassword, needsRehash, verifyPassword } from "../../platform/password.ts";
import { nextFreeSlug, slugify } from "../../platform/slug.ts";
import type { AuthDeps } from "./auth.deps.ts";
import {
  authLimits,
  failureAddress,
  loginDelaySeconds,
  loginFailureKeys,
  loginWait,
  loginWaitValues,
} from "./auth.limits.ts";
import { failedSignInsMail, registrationAttemptMail, verifyEmailMail } from "./auth.mails.ts";
import {
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  slugsStartingWith,
  type UserRow,
  updatePasswordHash,
} from "./auth.repository.ts";
import { assertAcceptablePassword, passwordProblem } from "./password-policy.ts";
import { verificationUrl } from "./verification-link.ts";

const badCredentials = () =>
  errors.validation(
    "email",
    /*i18n*/ { id: "error.bad_credentials", message: "These credentials do not match our records." },
  );

// Unknown emails still pay for one argon2id verification, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword("guildforge-dummy-password-never-matches");
  return dummyHash;
};

/**
 * Registration as SPEC s4 and design/API.md say (docs/decisions/500): a new email gets a student
 * account (unverified) and the verification mail, and the caller signs it in. An email that
 * already has an account (any case, or one a concurrent request created a moment ago) is a 422 on
 * `email` with `emailTakenMessage` (in the request's language) and `codes.email` `emailTakenCode`, and its owner gets a mail saying someone tried. Both stay
 * rate-limited per IP and per email.
 */
/** `language`: the page's the person registers from (their emails' language until they choose one). */
export async function register(deps: AuthDeps, body: RegisterBody, ip: string, language: string): Promise<UserRow> {
  const email = body.email.toLowerCase();
  await deps.limiter.consume(`register:ip:${ip}`, authLimits.registerPerIp);
  await deps.limiter.consume(`register:email:${email}`, authLimits.registerPerEmail);
  const [existing, passwordIssue] = await Promise.all([
    findUserByEmail(deps.db, email),
    passwordProblem(body.password, { email, name: body.name }),
  ]);
  if (existing) await tellOwnerOfAttempt(deps, existing);
  if (existing || passwordIssue) {
    throw new ValidationError(
      {
        ...(existing ? { email: [emailTakenMessage] } : {}),
        ...(passwordIssue ? { password: [passwordIssue] } : {}),
      },
      existing ? { email: [emailTakenCode] } : undefined,
    );
  }
  const passwordHash = await hashPassword(body.password);
  const base = slugify(body.name, { maxLength: 60, fallback: "smith" });
  for (let attempt = 0; ; attempt++) {
    const slug =
      attempt < 3
        ? nextFreeSlug(base, await slugsStartingWith(deps.db, base))
        : `${base}-${Math.random().toString(36).slice(2, 8)}`;
    try {
      return await deps.db.transaction(async (tx) => {
        const user = await insertUser(tx, { name: body.name, slug, email, passwordHash });
        const url = verificationUrl(deps.config.appUrl, deps.config.appKey, user, deps.now());
        await deps.mail.enqueue(verifyEmailMail(user, url, language), { db: tx });
        return user;
      });
    } catch (err) {
      if (isUniqueViolation(err, "users_email_lower_idx")) {
        // Registered by a concurrent request a moment ago: taken, and its owner is told.
        const owner = await findUserByEmail(deps.db, email);
        if (owner) await tellOwnerOfAttempt(deps, owner);
        throw new ValidationError({ email: [emailTakenMessage] }, { email: [emailTakenCode] });
      }
      if (!isUniqueViolation(err, "users_slug_idx") || attempt >= 5) throw err;
    }
  }
}

async function tellOwnerOfAttempt(deps: AuthDeps, owner: UserRow): Promise<void> {
  const links = { login: `${deps.config.appUrl}/login`, forgot: `${deps.config.appUrl}/forgot-password` };
  await deps.mail.enqueue(registrationAttemptMail(owner, links, owner.language));
}

/**
 * Checks credentials with rate limits; the same 422 whether or not the email exists. Failures
 * count per (account, address) and per account (decision 501): a pair past its free failures
 * waits a growing delay after each further one; past the account-wide ceiling every failing
 * address waits the longest delay, and the owner gets one mail. An address with no failures for
 * the account is never held back, so strangers cannot lock the owner out. Unknown emails count
 * and wait the same way.
 */
export async function authenticate(deps: AuthDeps, body: LoginBody, ip: string): Promise<UserRow> {
  const email = body.email.toLowerCase();
  const keys = loginFailureKeys(email, failureAddress(ip));
  await deps.limiter.consume(`login:ip:${ip}`, authLimits.loginPerIp);
  const wait = await deps.limiter.peek(keys.wait);
  if (wait.count > 0) throw errors.rateLimited(wait.resetMs / 1000, loginWait, loginWaitValues(wait.resetMs / 1000));
  // The attempt counts as a failure until it succeeds. One past the free ones must also take the
  // pair's wait key first (the first hit in its window wins), which holds the wait it would earn
  // by failing: attempts sent at once from one address cannot slip in before the first one fails.
  const ceiling = authLimits.loginFailuresPerAccount.max;
  const [attempts, account] = await Promise.all([
    deps.limiter.record(keys.pair, authLimits.loginFailuresPerAccountAddress),
    deps.limiter.peek(keys.account),
  ]);
  const seconds = loginDelaySeconds(attempts, account.count >= ceiling);
  if (seconds > 0 && (await deps.limiter.record(keys.wait, { max: 1, windowSeconds: seconds })) > 1) {
    const held = await deps.limiter.peek(keys.wait);
    throw errors.rateLimited(held.resetMs / 1000, loginWait, loginWaitValues(held.resetMs / 1000));
  }
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummy()), body.password);
  if (!user || !ok) {
    const failures = await deps.limiter.record(keys.account, authLimits.loginFailuresPerAccount);
    // This failure reached the ceiling: the address waits from it, as every failing one now does.
    if (seconds === 0 && failures >= ceiling) await startWait(deps, keys.wait, loginDelaySeconds(attempts, true));
    if (user && failures === ceiling) await tellOwnerOfFailures(deps, user);
    throw badCredentials();
  }
  // The pair proved itself; the account-wide count stays (an attack elsewhere goes on).
  await Promise.all([keys.pair, keys.wait].map((k) => deps.limiter.clear(k)));
  if (user.suspendedAt) {
    throw errors.validation(
      "email",
      /*i18n*/ {
        id: "error.account_suspended",
        message: "This account is suspended. Contact the Guildforge team if you think this is a mistake.",
      },
    );
  }
  if (needsRehash(user.passwordHash) || body.password.normalize("NFKC") !== body.password) {
    await updatePasswordHash(deps.db, user.id, await hashPassword(body.password), deps.now());
  }
  return user;
}

/** Starts (or restarts) the pair's wait: a window of its own from now. */
async function startWait(deps: AuthDeps, key: string, seconds: number): Promise<void> {
  await deps.limiter.clear(key);
  await deps.limiter.record(key, { max: 1, windowSeconds: seconds });
}

async function tellOwnerOfFailures(deps: AuthDeps, owner: UserRow): Promise<void> {
  const links = { login: `${deps.config.appUrl}/login`, forgot: `${deps.config.appUrl}/forgot-password` };
  const { max, windowSeconds } = authLimits.loginFailuresPerAccount;
  await deps.mail.enqueue(
    failedSignInsMail(owner, links, { failures: max, hours: windowSeconds / 3600 }, owner.language),
  );
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
    throw new ValidationError({
      current_password: [/*i18n*/ { id: "error.password_incorrect", message: "The password is incorrect." }],
    });
  }
  await assertAcceptablePassword(body.password, user);
  await updatePasswordHash(deps.db, user.id, await hashPassword(body.password), deps.now());
}
