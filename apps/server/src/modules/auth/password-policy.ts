import { readFileSync } from "node:fs";
import {
  normalizePassword,
  passwordLength,
  passwordMaxLength,
  passwordMessages,
  passwordMinLength,
} from "@guildforge/contracts";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
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

/**
 * Words of this site a guesser tries first (zxcvbn's "user inputs", with the owner's name and
 * email): the product, its trade, and the demo password printed in the README.
 */
export const siteWords = [
  "guildforge",
  "guild",
  "forge",
  "forges",
  "anvil",
  "blacksmith",
  "blacksmithing",
  "smith",
  "smithing",
  "hammer",
  "metalwork",
  "ironwork",
  "anvil-demo-pass",
];

/**
 * zxcvbn's score (0-4) a password needs: 3 means about 10^8 guesses or more, out of reach of an
 * online guesser and costly offline against argon2id (docs/decisions/502-password-strength.md).
 */
export const minimumStrength = 3;
/**
 * zxcvbn's work grows fast with the length and with characters that read as l33t ("@", "$", "1"):
 * with its defaults a crafted 64-character password took seconds of CPU. The first 32 characters
 * are plenty to judge a password (if they resist guessing, so does the whole), and 16 l33t
 * substitutions per password are plenty to catch "P@ssw0rd". Together they keep the worst input
 * near the cost of an ordinary one (decision 502).
 */
const judgedLength = 32;
const l33tMaxSubstitutions = 16;

/** Why zxcvbn found the password guessable, in plain words, by its warning key. */
const reasons: Record<string, string> = {
  straightRow: "it follows a row of keys on the keyboard",
  keyPattern: "it follows a pattern of keys on the keyboard",
  simpleRepeat: "it repeats the same characters",
  extendedRepeat: "it repeats the same group of characters",
  sequences: "it uses a sequence such as abc or 1234",
  recentYears: "it is built around a recent year",
  dates: "it is built around a date",
  topTen: "it is one of the most used passwords",
  topHundred: "it is one of the most used passwords",
  common: "it is a commonly used password",
  similarToCommon: "it is a commonly used password with small changes",
  pwned: "it appears in lists of leaked passwords",
  wordByItself: "it is mostly a single common word",
  namesByThemselves: "it is mostly a single name",
  commonNames: "it is mostly a common name",
  userInputs: "it is built from your name, your email or this site's name",
};
const genericReason = "it follows a pattern that password-guessing tools try early";

/** The 422 message of a guessable password: why, then what to do instead. */
export const guessableMessage = (reason: string) =>
  `This password is too easy to guess: ${reason}. Try three or four unrelated words, or a longer phrase only you would think of.`;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its common (passwords, diceware, keyboards) and English dictionaries, loaded on
 * the first check and kept (about 1.5 MB of word lists: not on every request, not at start-up).
 * Feedback comes back as keys (no translations), which `reasons` words for people.
 */
export function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
      maxLength: judgedLength,
      l33tMaxSubstitutions,
    });
  })();
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}

/** The owner's name, its words, the email and its local part, with the site's words: what zxcvbn tries first. */
function userInputs(owner: PasswordOwner): string[] {
  const inputs = new Set(siteWords);
  const name = normalizePassword(owner.name ?? "").toLowerCase();
  const email = normalizePassword(owner.email ?? "").toLowerCase();
  for (const piece of [name, ...name.split(/[\s\-'.]+/u), email, ...email.split(/[@.+_-]+/u)]) {
    if ([...piece].length >= 3) inputs.add(piece);
  }
  return [...inputs];
}

/** zxcvbn's verdict: null when strong enough, else the reason in plain words. */
async function guessability(password: string, owner: PasswordOwner): Promise<string | null> {
  const zxcvbn = await passwordEstimator();
  const result = zxcvbn.check([...normalizePassword(password)].slice(0, judgedLength).join(""), userInputs(owner));
  if (result.score >= minimumStrength) return null;
  const warning = result.feedback.warning;
  return (warning && reasons[warning]) || genericReason;
}

/**
 * The first rule the password breaks, as a message for the person; null when none. NIST SP
 * 800-63B s5.1.1.2 (decision 235): length in code points after NFKC, not only whitespace, not the
 * owner's name or email, not a common password; then strength as zxcvbn judges it, with the
 * owner's name and email and the site's words as likely guesses (decision 502).
 */
export async function passwordProblem(password: string, owner: PasswordOwner = {}): Promise<string | null> {
  const normalized = normalizePassword(password);
  const length = passwordLength(password);
  if (password === "") return passwordMessages.required;
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
  const reason = await guessability(password, owner);
  return reason ? guessableMessage(reason) : null;
}

/** Server-side password rules: the contract's (again), the owner's identity, the common list and strength. */
export async function assertAcceptablePassword(
  password: string,
  owner: PasswordOwner = {},
  field = "password",
): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw new ValidationError({ [field]: [problem] });
}
