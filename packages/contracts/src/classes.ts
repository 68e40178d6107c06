import { z } from "zod";
import { applicationCreatedSchema } from "./applications.ts";
import { classSortValues } from "./class-options.ts";
import { boundedInstant } from "./instant.ts";
import { locationPathSchema as locationPathSchemaRef, locationSchema } from "./locations.ts";
import {
  cursorSchema,
  degreesQuerySchema,
  idParamSchema,
  idSchema,
  intQuerySchema,
  invisibleTextMessages,
  maxInt4,
  safeString,
  safeText,
  visibleString,
} from "./safe-input.ts";
import { type SchemaMessage, schemaMessage } from "./schema-message.ts";
import { skillLevels } from "./skill-levels.ts";
import { themeSlugSchema } from "./themes.ts";
import { imageSetSchema, venueRefSchema, venueSchema } from "./venues.ts";

/** DOMAIN.md "Classes". */
export const skillLevelSchema = z.enum(
  skillLevels,
  schemaMessage(/*i18n*/ { id: "validation.classes.choose_skill_level", message: "Choose a skill level." }),
);

export const classStatuses = ["draft", "published", "completed", "cancelled"] as const;
export const classStatusSchema = z.enum(classStatuses);
export type ClassStatus = z.infer<typeof classStatusSchema>;

/**
 * The status a class reads as: a published class whose last session has ended is completed,
 * whether or not the completion sweep has stored that yet (decision 191).
 */
export function effectiveClassStatus(
  status: string,
  endsAt: string | Date | null | undefined,
  now: Date = new Date(),
): ClassStatus {
  if (status === "published" && endsAt != null && new Date(endsAt).getTime() < now.getTime()) return "completed";
  return status as ClassStatus;
}

export const currencySchema = safeString()
  .trim()
  .toUpperCase()
  .regex(
    /^[A-Z]{3}$/,
    schemaMessage(
      /*i18n*/ {
        id: "validation.classes.use_3_letter_iso",
        message: "Use a 3-letter ISO 4217 currency code such as USD.",
      },
    ),
  );

export const classSessionInputSchema = z
  .object({
    starts_at: boundedInstant(
      schemaMessage(
        /*i18n*/ { id: "validation.classes.session_start", message: "Enter the start as a date and time." },
      ),
    ),
    ends_at: boundedInstant(
      schemaMessage(/*i18n*/ { id: "validation.classes.session_end", message: "Enter the end as a date and time." }),
    ),
  })
  .refine((s) => Date.parse(s.ends_at) > Date.parse(s.starts_at), {
    ...schemaMessage(
      /*i18n*/ { id: "validation.classes.session_must_end_after", message: "A session must end after it starts." },
    ),
    path: ["ends_at"],
  });
export type ClassSessionInput = z.infer<typeof classSessionInputSchema>;

/** A list of short texts (what's included, what to bring): its messages name the list. */
const textList = (empty: SchemaMessage, tooMany: SchemaMessage) =>
  z.array(safeString().trim().min(1, empty).max(300)).max(40, tooMany);

/** The class body fields (API.md). PATCH takes any subset; a `sessions` list replaces all sessions. */
export const classFields = {
  title: visibleString(invisibleTextMessages.title)
    .min(
      5,
      schemaMessage(
        /*i18n*/ {
          id: "validation.classes.give_class_title_least",
          message: "Give the class a title of at least 5 characters.",
        },
      ),
    )
    .max(
      120,
      schemaMessage(
        /*i18n*/ { id: "validation.common.keep_title_under_120", message: "Keep the title under 120 characters." },
      ),
    ),
  summary: safeText()
    .trim()
    .max(
      300,
      schemaMessage(
        /*i18n*/ { id: "validation.classes.keep_summary_under_300", message: "Keep the summary under 300 characters." },
      ),
    ),
  /** Markdown; sanitised when rendered. */
  description: safeText().max(
    20_000,
    schemaMessage(
      /*i18n*/ {
        id: "validation.classes.keep_description_under_20000",
        message: "Keep the description under 20,000 characters.",
      },
    ),
  ),
  theme: themeSlugSchema,
  skill_level: skillLevelSchema,
  venue_id: idSchema(
    schemaMessage(/*i18n*/ { id: "validation.common.choose_forge", message: "Choose a forge." }),
  ).nullable(),
  sessions: z
    .array(classSessionInputSchema)
    .max(
      30,
      schemaMessage(
        /*i18n*/ { id: "validation.classes.class_has_most_30", message: "A class has at most 30 sessions." },
      ),
    ),
  capacity: z
    .number()
    .int(
      schemaMessage(
        /*i18n*/ { id: "validation.classes.seats_must_whole_number", message: "Seats must be a whole number." },
      ),
    )
    .min(1, schemaMessage(/*i18n*/ { id: "validation.classes.offer_least_1_seat", message: "Offer at least 1 seat." }))
    .max(100, schemaMessage(/*i18n*/ { id: "validation.classes.most_100_seats", message: "At most 100 seats." })),
  /** Minor units of `currency` (8500 = $85); 0 = free. */
  price_cents: z
    .number()
    .int(schemaMessage(/*i18n*/ { id: "validation.classes.enter_price_cents", message: "Enter the price in cents." }))
    .min(
      0,
      schemaMessage(
        /*i18n*/ { id: "validation.classes.price_cannot_negative", message: "The price cannot be negative." },
      ),
    )
    .max(10_000_000),
  currency: currencySchema,
  min_age: z
    .number()
    .int()
    .min(
      0,
      schemaMessage(
        /*i18n*/ {
          id: "validation.classes.minimum_age_cannot_negative",
          message: "The minimum age cannot be negative.",
        },
      ),
    )
    .max(99),
  included: textList(
    schemaMessage(/*i18n*/ { id: "validation.classes.included_empty", message: "Remove empty included entries." }),
    schemaMessage(/*i18n*/ { id: "validation.classes.included_too_many", message: "List at most 40 included." }),
  ),
  bring: textList(
    schemaMessage(/*i18n*/ { id: "validation.classes.bring_empty", message: "Remove empty bring entries." }),
    schemaMessage(/*i18n*/ { id: "validation.classes.bring_too_many", message: "List at most 40 bring." }),
  ),
  safety_requirements: textList(
    schemaMessage(
      /*i18n*/ { id: "validation.classes.safety_empty", message: "Remove empty safety requirement entries." },
    ),
    schemaMessage(
      /*i18n*/ { id: "validation.classes.safety_too_many", message: "List at most 40 safety requirement." },
    ),
  ),
  auto_accept: z.boolean(),
  /** null = the first session's start. */
  application_deadline: boundedInstant(
    schemaMessage(
      /*i18n*/ {
        id: "validation.classes.application_deadline",
        message: "Enter the application deadline as a date and time.",
      },
    ),
  ).nullable(),
};

/** POST /api/classes: creates a draft. Only title, theme and skill level are required for a draft. */
export const createClassSchema = z
  .object({
    ...classFields,
    summary: classFields.summary.default(""),
    description: classFields.description.default(""),
    venue_id: classFields.venue_id.default(null),
    sessions: classFields.sessions.default([]),
    capacity: classFields.capacity.default(8),
    price_cents: classFields.price_cents.default(0),
    currency: classFields.currency.default("USD"),
    min_age: classFields.min_age.default(16),
    included: classFields.included.default([]),
    bring: classFields.bring.default([]),
    safety_requirements: classFields.safety_requirements.default([]),
    auto_accept: classFields.auto_accept.default(false),
    application_deadline: classFields.application_deadline.default(null),
  })
  .strict();
export type CreateClass = z.infer<typeof createClassSchema>;

/** PATCH /api/classes/{id}: any subset of the fields. */
export const updateClassSchema = z.object(classFields).partial().strict();
export type UpdateClass = z.infer<typeof updateClassSchema>;

export const cancelClassSchema = z
  .object({
    reason: safeText()
      .trim()
      .min(
        5,
        schemaMessage(
          /*i18n*/ {
            id: "validation.classes.tell_students_why_class",
            message: "Tell students why the class is cancelled (at least 5 characters).",
          },
        ),
      )
      .max(1000),
  })
  .strict();

/** `/classes/{id}` or `/classes/{id}-{slug}`: the raw segment (any text without control characters). */
export const classRefParamsSchema = z.object({ id: safeString().max(200) });

/**
 * `42` or `42-intro-to-knife-making` -> 42; null for anything else, including ids past PostgreSQL's
 * int4 (the routes answer 404, DOMAIN.md disambiguation). A location segment never starts with a digit.
 */
export function parseClassRef(raw: string): number | null {
  const m = /^([1-9]\d{0,9})(-[a-z0-9-]*)?$/.exec(raw);
  const id = m?.[1] ? Number(m[1]) : Number.NaN;
  return id <= maxInt4 ? id : null;
}

export const classSortSchema = z.enum(classSortValues);

const dateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  ...schemaMessage(/*i18n*/ { id: "validation.classes.use_date_like_2026", message: "Use a date like 2026-05-01." }),
});

/** A forge id in a query string: a positive safe integer (`int()` refuses unsafe ones; decision 193). */
const venueIdMessage = schemaMessage(
  /*i18n*/ { id: "validation.classes.choose_forge_id_whole", message: "Choose a forge by its id (a whole number)." },
);
const venueFilterSchema = idParamSchema(venueIdMessage);

/**
 * GET /api/classes. `q` is full-text (English, web-search syntax); `location` is a path whose
 * subtree matches; `from`/`to` bound the first session's start (dates are UTC days, `to` inclusive);
 * `price_max` is in minor units of `currency`, which it needs (a price is never compared across
 * currencies, decision 362); `currency` alone keeps the classes priced in it; `seats=true` keeps classes with seats left; `venue` keeps one forge's
 * classes (an unknown forge lists none); `sort=nearest` needs `lat` and `lng` (otherwise it falls
 * back to soonest); `relevance` needs `q`.
 */
export const classesQuerySchema = z
  .object({
    q: safeString().trim().max(200).optional(),
    theme: themeSlugSchema.optional(),
    location: locationPathSchemaRef.optional(),
    level: skillLevelSchema.optional(),
    from: dateOrInstant.optional(),
    to: dateOrInstant.optional(),
    price_max: intQuerySchema(
      0,
      maxInt4,
      schemaMessage(
        /*i18n*/ {
          id: "validation.classes.enter_maximum_price_cents",
          message: "Enter a maximum price in cents (a whole number).",
        },
      ),
    ).optional(),
    currency: currencySchema.optional(),
    seats: z.enum(["true", "false", "1", "0"]).optional(),
    instructor: safeString().trim().max(120).optional(),
    venue: venueFilterSchema.optional(),
    /** Default: relevance when `q` is given, otherwise soonest. */
    sort: classSortSchema.optional(),
    lat: degreesQuerySchema(90).optional(),
    lng: degreesQuerySchema(180).optional(),
    cursor: cursorSchema.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .refine((q) => q.price_max === undefined || q.currency !== undefined, {
    ...schemaMessage(
      /*i18n*/ {
        id: "validation.classes.choose_currency_maximum_price",
        message: "Choose the currency of the maximum price.",
      },
    ),
    path: ["currency"],
  });
export type ClassesQuery = z.infer<typeof classesQuerySchema>;

export const classSessionSchema = z.object({ id: z.number().int(), starts_at: z.string(), ends_at: z.string() });
export type ClassSession = z.infer<typeof classSessionSchema>;

export const classInstructorRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  avatar_url: z.string().nullable(),
});

/** A class in lists (API.md minimum plus what a card shows). */
export const classCardSchema = z.object({
  id: z.number().int(),
  /** Canonical `/classes/{id}-{slug}`. */
  url: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  theme: themeSlugSchema,
  skill_level: skillLevelSchema,
  status: classStatusSchema,
  capacity: z.number().int(),
  seats_left: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
  /** Display price: "$85", "$85.50", "£120", "Free". */
  price: z.string(),
  min_age: z.number().int(),
  sessions: z.array(classSessionSchema),
  /** First session start / last session end (null for a draft without sessions). */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** The venue's time zone (IANA); sessions are shown in it. */
  time_zone: z.string().nullable(),
  safety_version: z.number().int(),
  cover: imageSetSchema.nullable(),
  instructor: classInstructorRefSchema,
  venue: venueRefSchema.nullable(),
  published_at: z.string().nullable(),
  /** Only with sort=nearest (kilometres from lat/lng). */
  distance_km: z.number().nullable(),
});
export type ClassCard = z.infer<typeof classCardSchema>;

export const classesResponseSchema = z.object({
  data: z.array(classCardSchema),
  meta: z.object({ next_cursor: z.string().nullable(), total: z.number().int() }),
});
export type ClassesResponse = z.infer<typeof classesResponseSchema>;

/** GET /api/classes/{id}. */
export const classDetailSchema = classCardSchema.extend({
  description: z.string(),
  included: z.array(z.string()),
  bring: z.array(z.string()),
  safety_requirements: z.array(z.string()),
  auto_accept: z.boolean(),
  /** Explicit deadline or the first session's start. */
  application_deadline: z.string().nullable(),
  gallery: z.array(imageSetSchema),
  cancel_reason: z.string().nullable(),
  /** When it was cancelled (null unless cancelled). */
  cancelled_at: z.string().nullable(),
  /**
   * When the signed-in viewer last withdrew an application to this class, while they have no
   * other application to it (null otherwise and for guests).
   */
  my_withdrawn_at: z.string().nullable(),
  venue: venueSchema.nullable(),
  instructor: classInstructorRefSchema.extend({ bio: z.string(), url: z.string() }),
  /**
   * Upcoming classes to offer instead, at most 4: same theme soonest first; for a cancelled class
   * nearest first; for a past class the same instructor's first, then the same theme (decision 521).
   */
  related: z.array(classCardSchema),
  /**
   * The signed-in viewer's latest application to this class that they have not withdrawn
   * (with the waitlist place when waitlisted); null for guests and for those who never applied.
   */
  my_application: applicationCreatedSchema.nullable(),
  /** The viewer may edit, publish or cancel it. */
  can_manage: z.boolean(),
  calendar_url: z.string(),
  updated_at: z.string(),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;
export const classDetailResponseSchema = z.object({ data: classDetailSchema });

/** GET /api/manage/classes: the signed-in instructor's / host's / admin's classes, any status. */
export const manageClassesQuerySchema = z.object({
  status: classStatusSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** POST /api/classes/{id}/images: multipart, one file in field `cover` (replaces) or `gallery` (appends). */
export const classImageFields = ["cover", "gallery"] as const;
export const classGalleryMax = 12;

/** GET /api/themes. */
export const themeSummarySchema = z.object({
  slug: themeSlugSchema,
  name: z.string(),
  url: z.string(),
  upcoming_classes_count: z.number().int(),
});
export const themesResponseSchema = z.object({ data: z.array(themeSummarySchema) });

/** GET /api/locations/{path}: the location page. */
export const locationPageSchema = z.object({
  location: locationSchema,
  ancestors: z.array(z.object({ path: z.string(), name: z.string(), url: z.string() })),
  children: z.array(locationSchema),
  venues: z.array(venueSchema),
  instructors: z.array(classInstructorRefSchema.extend({ url: z.string() })),
  upcoming_classes: z.array(classCardSchema),
  counts: z.object({ venues: z.number().int(), instructors: z.number().int(), upcoming_classes: z.number().int() }),
});
export type LocationPage = z.infer<typeof locationPageSchema>;
export const locationPageResponseSchema = z.object({ data: locationPageSchema });

/**
 * Formats minor units for display: "$85", "$85.50", "£120", "CA$95", "€70", "¥4,000", or "Free".
 * A whole amount has no needless ".00" (issue 37 point 7); cents, when there are any, show both digits.
 */
const priceFormats = new Map<string, Intl.NumberFormat>();

export function formatPrice(priceCents: number, currency: string): string {
  if (priceCents === 0) return "Free";
  const digits = currency === "JPY" || currency === "KRW" ? 0 : 2;
  // Building an Intl.NumberFormat costs ~0.1 ms: one per currency, reused (a list page formats 20).
  let format = priceFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      trailingZeroDisplay: "stripIfInteger",
    });
    priceFormats.set(currency, format);
  }
  return format.format(priceCents / 10 ** digits);
}

/** The canonical class path. */
export const classUrl = (id: number, slug: string) => `/classes/${id}-${slug}`;
