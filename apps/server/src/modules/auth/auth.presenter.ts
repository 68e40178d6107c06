import { type CurrentUser, isAccountLanguage, primaryRole, type Role } from "@guildforge/contracts";
import type { UserRow } from "./auth.repository.ts";

/** docs/product.md#entities User, as `GET /api/user` returns it. */
export function presentCurrentUser(u: UserRow): CurrentUser {
  const roles = u.roles as Role[];
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    email_verified_at: u.emailVerifiedAt ? u.emailVerifiedAt.toISOString() : null,
    roles,
    primary_role: primaryRole(roles),
    language: isAccountLanguage(u.language) ? u.language : null,
  };
}
