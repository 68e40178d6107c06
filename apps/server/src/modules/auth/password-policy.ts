import { readFileSync } from "node:fs";
import { passwordMaxLength, passwordMinLength } from "@guildforge/contracts";
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
  return commonPasswords().has(password.toLowerCase());
}

/** Server-side password rules beyond the contract: length (again) and the common-password list. */
export function assertAcceptablePassword(password: string, field = "password"): void {
  if (password.length < passwordMinLength || password.length > passwordMaxLength) {
    throw new ValidationError({
      [field]: [`The password field must be ${passwordMinLength} to ${passwordMaxLength} characters.`],
    });
  }
  if (isCommonPassword(password)) {
    throw new ValidationError({
      [field]: ["This password is one of the most commonly used. Please choose a less guessable one."],
    });
  }
}
