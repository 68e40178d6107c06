import type { Role } from "@guildforge/contracts";
import type { Db } from "../src/db/client.ts";
import { users } from "../src/db/schema/index.ts";
import { hashPassword } from "../src/platform/password.ts";

export type UserRow = typeof users.$inferSelect;

export interface UserOverrides extends Partial<Omit<typeof users.$inferInsert, "roles" | "passwordHash">> {
  /** Plain password (hashed with the real argon2id); default "anvil-test-pass". */
  password?: string;
  roles?: Role[];
  /** Email verified (default true). */
  verified?: boolean;
}

export const defaultTestPassword = "anvil-test-pass";

let sequence = 0;
// argon2id is deliberately slow: hash each distinct password once per test worker.
const hashes = new Map<string, Promise<string>>();

/**
 * Inserts a user and returns the row plus its plain password. Verified by default; roles always
 * include student (every account is one, DOMAIN.md), e.g. `{ roles: ["host"] }` -> student + host.
 */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<UserRow & { password: string }> {
  const { password = defaultTestPassword, roles = ["student"], verified = true, ...rest } = overrides;
  const n = `${process.pid}-${++sequence}-${Math.random().toString(36).slice(2, 6)}`;
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const passwordHash = await (hashes.get(password) as Promise<string>);
  const [row] = await db
    .insert(users)
    .values({
      name: `Test Smith ${n}`,
      slug: `test-smith-${n}`,
      email: `smith-${n}@example.test`,
      emailVerifiedAt: verified ? new Date() : null,
      ...rest,
      roles: roles.includes("student") ? roles : ["student", ...roles],
      passwordHash,
    })
    .returning();
  if (!row) throw new Error("createUser: insert returned no row");
  return { ...row, password };
}
