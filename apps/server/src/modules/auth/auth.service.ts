import type { LoginBody, RegisterBody } from "@guildforge/contracts";
import { errors, ValidationError } from "../../platform/errors.ts";
import { hashPassword, needsRehash, verifyPassword } from "../../platform/password.ts";
import type { AuthDeps } from "./auth.deps.ts";
import { authLimits } from "./auth.limits.ts";
import { verifyEmailMail } from "./auth.mails.ts";
import {
  emailTaken,
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
const emailTakenError = () => errors.validation("email", "The email has already been taken.");

// Unknown emails still pay for one argon2id verification, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword("guildforge-dummy-password-never-matches");
  return dummyHash;
};

/** Creates a student account and queues the verification mail in the same transaction. */
export async function register(deps: AuthDeps, body: RegisterBody, ip: string): Promise<UserRow> {
  const email = body.email.toLowerCase();
  await deps.limiter.consume(`register:ip:${ip}`, authLimits.registerPerIp);
  await deps.limiter.consume(`register:email:${email}`, authLimits.registerPerEmail);
  assertAcceptablePassword(body.password, { email, name: body.name });
  if (await emailTaken(deps.db, email)) throw emailTakenError();
  const passwordHash = await hashPassword(body.password);
  const base = slugify(body.name);
  for (let attempt = 0; ; attempt++) {
    const slug =
      attempt < 3
        ? nextFreeSlug(base, await slugsStartingWith(deps.db, base))
        : `${base}-${Math.random().toString(36).slice(2, 8)}`;
    try {
      return await deps.db.transaction(async (tx) => {
        const user = await insertUser(tx, { name: body.name, slug, email, passwordHash });
        const url = verificationUrl(deps.config.appUrl, deps.config.appKey, user, deps.now());
        await deps.mail.enqueue(verifyEmailMail(user, url), { db: tx });
        return user;
      });
    } catch (err) {
      if (isUniqueViolation(err, "users_email_lower_idx")) throw emailTakenError();
      if (!isUniqueViolation(err, "users_slug_idx") || attempt >= 5) throw err;
    }
  }
}

/** Checks credentials with rate limits; the same 422 whether or not the email exists. */
export async function authenticate(deps: AuthDeps, body: LoginBody, ip: string): Promise<UserRow> {
  const email = body.email.toLowerCase();
  const failureKey = `login:fail:${email}|${ip}`;
  await deps.limiter.consume(`login:ip:${ip}`, authLimits.loginPerIp);
  await deps.limiter.check(failureKey, authLimits.loginFailuresPerEmailIp);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummy()), body.password);
  if (!user || !ok) {
    await deps.limiter.record(failureKey, authLimits.loginFailuresPerEmailIp);
    throw badCredentials();
  }
  if (user.suspendedAt) {
    throw errors.validation(
      "email",
      "This account is suspended. Contact the Guildforge team if you think this is a mistake.",
    );
  }
  await deps.limiter.clear(failureKey);
  if (needsRehash(user.passwordHash) || body.password.normalize("NFKC") !== body.password) {
    await updatePasswordHash(deps.db, user.id, await hashPassword(body.password), deps.now());
  }
  return user;
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
  assertAcceptablePassword(body.password, user);
  await updatePasswordHash(deps.db, user.id, await hashPassword(body.password), deps.now());
}
