import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const argon2Async = promisify(argon2);

/** OWASP's argon2id recommendation: m=19 MiB, t=2, p=1. */
export const argonParams = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const b64 = (b: Buffer) => b.toString("base64").replace(/=+$/, "");

/** Hashes a password into a PHC string: $argon2id$v=19$m=..,t=..,p=..$salt$hash */
/**
 * NIST SP 800-63B: passwords are hashed in Unicode normal form NFKC, so the same password typed
 * on another keyboard or OS (composed vs decomposed accents, full-width forms) still matches.
 */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const tag = await argon2Async("argon2id", { message: password.normalize("NFKC"), nonce, ...argonParams });
  const { memory: m, passes: t, parallelism: p } = argonParams;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${b64(nonce)}$${b64(tag)}`;
}

interface Parsed {
  memory: number;
  passes: number;
  parallelism: number;
  nonce: Buffer;
  tag: Buffer;
}

function parsePhc(phc: string): Parsed | null {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!m) return null;
  return {
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    nonce: Buffer.from(m[4] as string, "base64"),
    tag: Buffer.from(m[5] as string, "base64"),
  };
}

/**
 * Constant-time check of a password against a PHC string: its NFKC form, then (only when that
 * differs) the raw text, which hashes made before normalisation used. The caller rehashes then.
 */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  const normalized = password.normalize("NFKC");
  if (await verifyExact(phc, normalized)) return true;
  return normalized !== password && (await verifyExact(phc, password));
}

async function verifyExact(phc: string, password: string): Promise<boolean> {
  const parsed = parsePhc(phc);
  if (!parsed) return false;
  const tag = await argon2Async("argon2id", {
    message: password,
    nonce: parsed.nonce,
    memory: parsed.memory,
    passes: parsed.passes,
    parallelism: parsed.parallelism,
    tagLength: parsed.tag.length,
  });
  return tag.length === parsed.tag.length && timingSafeEqual(tag, parsed.tag);
}

/** True when the stored hash used other parameters than today's (rehash on next login). */
export function needsRehash(phc: string): boolean {
  const parsed = parsePhc(phc);
  return (
    !parsed ||
    parsed.memory !== argonParams.memory ||
    parsed.passes !== argonParams.passes ||
    parsed.parallelism !== argonParams.parallelism
  );
}
