import { readFileSync } from "node:fs";
import {
  normalizePassword,
  passwordLength,
  passwordMaxLength,
  passwordMessages,
  passwordMinLength,
} from "@guildforge/contracts";
import { ValidationError } from "../../platform/errors.ts";

let common: Set<string> | undefined;

/**
 * The 10,000 most common passwords of 8+ characters (lower-cased), from SecLists'
 * "10 million password list, top 1M" (see docs/decisions/052-passwords.md).
 */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalizePassword(password).toLowerCase());
}

/** Who the password belongs to: it must not contain their email's local part or their name. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/**
 * Pieces of the owner's identity a password may not contain (lower-cased): the email's local part
 * and the whole name (3+ characters), and each word of the name of 4+ characters. Shorter words
 * ("Ann", "Lee") would refuse countless ordinary passwords ("annual...", "sleepless...") while
 * adding little a guesser would not try anyway.
 */
function identityPieces(owner: PasswordOwner): { piece: string; what: "email" | "name" }[] {
  const pieces: { piece: string; what: "email" | "name" }[] = [];
  const local = normalizePassword(owner.email ?? "")
    .toLowerCase()
    .split("@")[0]
    ?.trim();
  if (local && local.length >= 3) pieces.push({ piece: local, what: "email" });
  const name = normalizePassword(owner.name ?? "").toLowerCase();
  const words = name.split(/[\s\-'.]+/u).filter((w) => w !== "");
  const joined = words.join("");
  if ([...joined].length >= 3) pieces.push({ piece: joined, what: "name" });
  for (const w of words) if ([...w].length >= 4) pieces.push({ piece: w, what: "name" });
  return pieces;
}

/** The first rule of NIST SP 800-63B s5.1.1.2 the password breaks, as a message for the person; null when none. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | null {
  const normalized = normalizePassword(password);
  const length = passwordLength(password);
  if (normalized.trim() === "") return passwordMessages.blank;
  if (length < passwordMinLength) return passwordMessages.tooShort;
  if (length > passwordMaxLength) return passwordMessages.tooLong;
  const lower = normalized.toLowerCase();
  const compact = lower.replace(/\s+/gu, "");
  for (const { piece, what } of identityPieces(owner)) {
    if (lower.includes(piece) || compact.includes(piece)) {
      return what === "email" ? passwordMessages.containsEmail : passwordMessages.containsName;
    }
  }
  if (isCommonPassword(password) || commonPasswords().has(compact)) {
    return passwordMessages.common;
  }
  return null;
}

/** Server-side password rules: the contract's (again), the owner's identity and the common-password list. */
export function assertAcceptablePassword(password: string, owner: PasswordOwner = {}, field = "password"): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new ValidationError({ [field]: [problem] });
}
