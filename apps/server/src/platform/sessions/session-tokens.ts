import { createHash, randomBytes } from "node:crypto";

/** A new 256-bit cookie secret (base64url, 43 characters). */
export function newSessionSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database stores for a cookie secret: its SHA-256 (hex). */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
