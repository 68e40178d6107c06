import {
  type AccountSettings,
  classUrl,
  formatPrice,
  type InstructorClass,
  isAccountLanguage,
  primaryRole,
  type Role,
  type ThemeSlug,
  themeSlugs,
} from "@guildforge/contracts";
import { optionalUploadUrl } from "../../platform/storage/upload-key.ts";
import type { ProfileClassRow, UserRow } from "./users.repository.ts";

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

/** The account's settings (PATCH /api/user/settings). */
export function presentAccountSettings(u: UserRow): AccountSettings {
  return { language: isAccountLanguage(u.language) ? u.language : null };
}

/** Anyone's view of a user: no email, no verification or suspension state. */
function presentProfileClass(c: ProfileClassRow): InstructorClass {
  return {
    id: Number(c.id),
    title: c.title,
    url: classUrl(Number(c.id), c.slug),
    starts_at: new Date(c.starts_at).toISOString(),
    time_zone: c.time_zone,
    city: c.city,
    price_cents: c.price_cents,
    currency: c.currency,
    price: formatPrice(c.price_cents, c.currency),
    seats_left: Math.max(0, c.capacity - c.seats_taken),
  };
}

export function presentPublicProfile(
  u: UserRow,
  themes: string[],
  classes: { upcoming: ProfileClassRow[]; past: ProfileClassRow[] },
) {
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
    classes: { upcoming: classes.upcoming.map(presentProfileClass), past: classes.past.map(presentProfileClass) },
  };
}
