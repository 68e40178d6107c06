import { randomBytes } from "node:crypto";
import type { DeleteAccountBody } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { errors, type FieldText, withValues } from "../../platform/errors.ts";
import { removeImageSet } from "../../platform/images/image-set.ts";
import type { Mail } from "../../platform/mail/mail.ts";
import { hashPassword, verifyPassword } from "../../platform/password.ts";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import { endAllSessions, type SessionEnds } from "../../platform/sessions/index.ts";
import type { UploadStorage } from "../../platform/storage/upload-storage.ts";
import { accountDeletedMail } from "./account.mails.ts";
import { type DeletionBlockers, accountDeletionRepository as repo } from "./account-deletion.repository.ts";

export interface AccountDeletionDeps {
  db: Db;
  mail: Mail;
  storage: UploadStorage;
  sessionEnds: SessionEnds;
  limiter: Pick<RateLimiter, "check" | "record">;
  appUrl: string;
  now: () => Date;
}

/** Wrong passwords per account before the form waits: as many as changing the password allows. */
export const deletionPasswordFailures = { max: 5, windowSeconds: 15 * 60 };
const waitMessage = /*i18n*/ {
  id: "error.deletion_password_wait",
  message: "Too many wrong passwords. Please wait a quarter of an hour and try again.",
};

const list = (titles: string[]) => titles.map((t) => `"${t}"`).join(", ");

/**
 * The 409's text: which classes others count on, and what to do about each kind (`which`: the
 * kinds there are, t teaching, h hosting, s seats; each kind's titles as a value).
 */
const blockedText = /*i18n*/ {
  id: "error.deletion_blocked",
  message:
    "Before you delete your account, {which, select, t {cancel the classes you teach that have not ended ({teaching})} h {ask the instructors to move or cancel the classes at your forges ({hosting})} s {withdraw from the classes you have a seat in ({seats})} th {cancel the classes you teach that have not ended ({teaching}); ask the instructors to move or cancel the classes at your forges ({hosting})} ts {cancel the classes you teach that have not ended ({teaching}); withdraw from the classes you have a seat in ({seats})} hs {ask the instructors to move or cancel the classes at your forges ({hosting}); withdraw from the classes you have a seat in ({seats})} other {cancel the classes you teach that have not ended ({teaching}); ask the instructors to move or cancel the classes at your forges ({hosting}); withdraw from the classes you have a seat in ({seats})}}. Other people count on them.",
};

export function blockedMessage(b: DeletionBlockers): FieldText | null {
  const which = `${b.teaching.length ? "t" : ""}${b.hosting.length ? "h" : ""}${b.seats.length ? "s" : ""}`;
  if (!which) return null;
  return withValues(blockedText, {
    which,
    teaching: list(b.teaching),
    hosting: list(b.hosting),
    seats: list(b.seats),
  });
}

/**
 * Deletes the signed-in person's account (decision 532): the password proves it is them; classes
 * others count on must be settled first (409); then, in one transaction, what the privacy page
 * says goes is erased, the row becomes an anonymous "Former member" and the confirmation mail is
 * queued to the address it had. Every session then ends, live subscriptions first (decision 505).
 */
export async function deleteAccount(deps: AccountDeletionDeps, userId: number, body: DeleteAccountBody): Promise<void> {
  const failures = `account-delete:user:${userId}`;
  await deps.limiter.check(failures, deletionPasswordFailures, waitMessage);
  const current = await repo.findUser(deps.db, userId);
  if (!current) throw errors.unauthenticated();
  if (!(await verifyPassword(current.password_hash, body.password))) {
    await deps.limiter.record(failures, deletionPasswordFailures);
    throw errors.validation(
      "password",
      /*i18n*/ { id: "error.not_your_password", message: "That is not your password." },
    );
  }
  const unusable = await hashPassword(randomBytes(32).toString("base64url"));
  const at = deps.now();
  const images = await deps.db.transaction(async (tx) => {
    // Locked for the rest: a second deletion waits here, then finds the account gone (401).
    const user = await repo.lockUser(tx, userId);
    if (!user) throw errors.unauthenticated();
    const blocked = blockedMessage(await repo.blockers(tx, userId));
    if (blocked) throw errors.conflict(blocked);
    const files = await repo.eraseAndAnonymise(tx, userId, unusable, at);
    await deps.mail.enqueue(accountDeletedMail(user, { privacy: `${deps.appUrl}/privacy` }, user.language), { db: tx });
    return [...files, ...(user.avatar_path ? [{ url: `/uploads/${user.avatar_path}`, srcset: "" }] : [])];
  });
  await endAllSessions(deps.sessionEnds, deps.db, userId);
  for (const image of images) await removeImageSet(deps.storage, { url: image.url, srcset: image.srcset ?? "" });
}
