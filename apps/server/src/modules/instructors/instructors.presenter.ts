import { type InstructorSummary, type ThemeSlug, themeSlugs } from "@guildforge/contracts";
import type { InstructorCursor, InstructorRow } from "./instructors.repository.ts";

export function presentInstructor(r: InstructorRow): InstructorSummary {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    bio: r.bio,
    avatar_url: r.avatarPath ? `/uploads/${r.avatarPath}` : null,
    home_location: r.homeLocation,
    themes: r.themes.filter((t): t is ThemeSlug => (themeSlugs as readonly string[]).includes(t)),
    url: `/users/${r.slug}`,
  };
}

/** Opaque cursor: base64url of the last row's sort key. */
export function encodeCursor(c: InstructorCursor): string {
  return Buffer.from(JSON.stringify([c.name, c.id])).toString("base64url");
}

export function decodeCursor(s: string): InstructorCursor | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(s, "base64url").toString("utf8"));
    if (Array.isArray(v) && typeof v[0] === "string" && Number.isInteger(v[1])) return { name: v[0], id: v[1] };
  } catch {}
  return null;
}
