import { primaryRole, type Role, type ThemeSlug, themeSlugs } from "@guildforge/contracts";
import { optionalUploadUrl } from "../../platform/storage/upload-key.ts";
import type { UserRow } from "./users.repository.ts";

/** The signed-in user's own profile: includes their email, never the password hash. */
export function presentOwnProfile(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    slug: u.slug,
    email: u.email,
    bio: u.bio,
    avatar_url: optionalUploadUrl(u.avatarPath),
    home_location: u.homeLocation,
    roles: u.roles as Role[],
  };
}

/** Anyone's view of a user: no email, no verification or suspension state. */
export function presentPublicProfile(u: UserRow, themes: string[]) {
  const roles = u.roles as Role[];
  return {
    id: u.id,
    name: u.name,
    slug: u.slug,
    bio: u.bio,
    avatar_url: optionalUploadUrl(u.avatarPath),
    home_location: u.homeLocation,
    roles,
    primary_role: primaryRole(roles),
    themes: themes.filter((t): t is ThemeSlug => (themeSlugs as readonly string[]).includes(t)),
    member_since: u.createdAt.toISOString(),
  };
}
