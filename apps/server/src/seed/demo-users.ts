import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { hashPassword } from "../platform/password.ts";

export const demoPassword = "anvil-demo-pass";

export const demoAccounts = [
  { email: "admin@guildforge.test", name: "Ada Ironside", slug: "ada-ironside", roles: ["student", "admin"] },
  { email: "host@guildforge.test", name: "Hector Bellows", slug: "hector-bellows", roles: ["student", "host"] },
  {
    email: "instructor@guildforge.test",
    name: "Ingrid Hammerfell",
    slug: "ingrid-hammerfell",
    roles: ["student", "instructor"],
  },
  { email: "student@guildforge.test", name: "Sam Quench", slug: "sam-quench", roles: ["student"] },
] as const;

/** The four demo accounts of the README, verified, all with the demo password. */
export async function seedDemoUsers(db: Db): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  for (const a of demoAccounts) {
    await db
      .insert(users)
      .values({ ...a, roles: [...a.roles], passwordHash, emailVerifiedAt: new Date() })
      .onConflictDoNothing();
  }
}
