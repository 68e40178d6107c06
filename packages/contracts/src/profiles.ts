import { z } from "zod";
import { cursorSchema, invisibleTextMessages, safeString, safeText, visibleString } from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";
import { themeSlugSchema } from "./themes.ts";
import { roleSchema } from "./user.ts";

/** PATCH /api/user: any subset of the profile fields. */
export const updateProfileSchema = z
  .object({
    name: visibleString(invisibleTextMessages.name)
      .min(1, schemaMessage(/*i18n*/ { id: "validation.profiles.enter_name", message: "Enter your name." }))
      .max(100),
    bio: safeText().trim().max(2000),
    home_location: safeString().trim().max(120).nullable(),
  })
  .partial()
  .strict();
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** The signed-in user's own profile (PATCH /api/user, POST /api/user/avatar). */
export const ownProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  email: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  home_location: z.string().nullable(),
  roles: z.array(roleSchema),
});
export const ownProfileResponseSchema = z.object({ data: ownProfileSchema });

/** A class on an instructor's card (GET /api/instructors) or public profile. */
export const instructorClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Canonical `/classes/{id}-{slug}`. */
  url: z.string(),
  /** The first session's start. */
  starts_at: z.string(),
  /** The venue's time zone (IANA); the start is shown in it. */
  time_zone: z.string().nullable(),
  /** The venue's city (its location's name). */
  city: z.string().nullable(),
  price_cents: z.number().int(),
  currency: z.string(),
  /** Display price: "$85", "$85.50", "Free". */
  price: z.string(),
  seats_left: z.number().int(),
});
export type InstructorClass = z.infer<typeof instructorClassSchema>;

/** GET /api/users/{slug}: public, never the email. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  home_location: z.string().nullable(),
  roles: z.array(roleSchema),
  primary_role: roleSchema,
  themes: z.array(themeSlugSchema),
  member_since: z.string(),
  /** Classes they teach: published and not finished (soonest first), and finished ones (latest first). */
  classes: z.object({
    upcoming: z.array(instructorClassSchema),
    past: z.array(instructorClassSchema),
  }),
});
/** How many upcoming and past classes a public profile lists. */
export const profileClassesMax = { upcoming: 12, past: 6 } as const;
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({ data: publicProfileSchema });
export const userSlugParamsSchema = z.object({ slug: safeString().min(1).max(120) });

/** GET /api/instructors. */
export const instructorsQuerySchema = z.object({
  theme: themeSlugSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
/** How many upcoming classes an instructor card lists. */
export const instructorNextClassesMax = 3;

export const instructorSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  home_location: z.string().nullable(),
  themes: z.array(themeSlugSchema),
  url: z.string(),
  /** Published classes of theirs that have not finished. */
  upcoming_classes_count: z.number().int(),
  /** The soonest of those, at most `instructorNextClassesMax`. */
  next_classes: z.array(instructorClassSchema),
});
export type InstructorSummary = z.infer<typeof instructorSummarySchema>;
export const instructorsResponseSchema = z.object({
  data: z.array(instructorSummarySchema),
  meta: z.object({ next_cursor: z.string().nullable(), total: z.number().int() }),
});

/** Avatars: the upload limit, and the square size they are re-encoded to. */
export const avatarMaxBytes = 5 * 1024 * 1024;
export const avatarSize = 256;
