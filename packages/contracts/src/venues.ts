import { z } from "zod";
import { locationPathSchema, locationRefSchema } from "./locations.ts";
import {
  cursorSchema,
  degreesSchema,
  idParamSchema,
  invisibleTextMessages,
  safeString,
  safeText,
  visibleString,
} from "./safe-input.ts";
import { type SchemaMessage, schemaMessage } from "./schema-message.ts";

/** A responsive image: WebP at widths 480/960/1600 (no wider than the original). */
export const imageSetSchema = z.object({
  /** The 960 px (or the widest) rendition. */
  url: z.string(),
  /** For <img srcset>: "/uploads/...-480.webp 480w, ..." */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ImageSet = z.infer<typeof imageSetSchema>;
export const imageWidths = [480, 960, 1600] as const;
export const imageMaxBytes = 10 * 1024 * 1024;

/** A list of short texts (equipment, safety gear): its messages name the list. */
const textList = (empty: SchemaMessage, tooMany: SchemaMessage) =>
  z.array(safeString().trim().min(1, empty).max(200)).max(30, tooMany);

/** POST /api/venues (PATCH takes any subset). Equipment such as "2 coal forges", "power hammer". */
export const venueFields = {
  name: visibleString(invisibleTextMessages.name)
    .min(
      3,
      schemaMessage(
        /*i18n*/ { id: "validation.venues.name_forge_least_3", message: "Name the forge (at least 3 characters)." },
      ),
    )
    .max(120),
  address: safeText()
    .trim()
    .min(
      5,
      schemaMessage(
        /*i18n*/ { id: "validation.venues.enter_forges_street_address", message: "Enter the forge's street address." },
      ),
    )
    .max(300),
  location_path: locationPathSchema,
  lat: degreesSchema(
    90,
    schemaMessage(
      /*i18n*/ { id: "validation.venues.latitude_between_90_90", message: "Latitude is between -90 and 90." },
    ),
  ),
  lng: degreesSchema(
    180,
    schemaMessage(
      /*i18n*/ { id: "validation.venues.longitude_between_180_180", message: "Longitude is between -180 and 180." },
    ),
  ),
  description: safeText().trim().max(5000),
  equipment: textList(
    schemaMessage(/*i18n*/ { id: "validation.venues.equipment_empty", message: "Remove empty equipment entries." }),
    schemaMessage(/*i18n*/ { id: "validation.venues.equipment_too_many", message: "List at most 30 equipment." }),
  ),
  safety_gear: textList(
    schemaMessage(/*i18n*/ { id: "validation.venues.safety_gear_empty", message: "Remove empty safety gear entries." }),
    schemaMessage(/*i18n*/ { id: "validation.venues.safety_gear_too_many", message: "List at most 30 safety gear." }),
  ),
  accessibility_notes: safeText().trim().max(2000),
};
export const createVenueSchema = z
  .object({
    ...venueFields,
    description: venueFields.description.default(""),
    equipment: venueFields.equipment.default([]),
    safety_gear: venueFields.safety_gear.default([]),
    accessibility_notes: venueFields.accessibility_notes.default(""),
  })
  .strict();
export type CreateVenue = z.infer<typeof createVenueSchema>;
export const updateVenueSchema = z.object(venueFields).partial().strict();
export type UpdateVenue = z.infer<typeof updateVenueSchema>;

/** A venue as embedded in a class card. */
export const venueRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  lat: z.number(),
  lng: z.number(),
  location: locationRefSchema,
});
export type VenueRef = z.infer<typeof venueRefSchema>;

/** A forge photo: an image set plus the stable key that DELETE /api/venues/{id}/photos/{key} takes. */
export const venuePhotoSchema = imageSetSchema.extend({ key: z.string() });
export type VenuePhoto = z.infer<typeof venuePhotoSchema>;
/** At most this many photos per forge (decision 190). */
export const venuePhotoMax = 8;
/** POST /api/venues/{id}/photos: multipart, one image in field `photo`, optional text field `alt`. */
export const venuePhotoFields = { file: "photo", alt: "alt" } as const;
export const venuePhotoAltSchema = safeString()
  .trim()
  .max(
    300,
    schemaMessage(
      /*i18n*/ {
        id: "validation.venues.keep_description_under_300",
        message: "Keep the description under 300 characters.",
      },
    ),
  );

export const venueSchema = venueRefSchema.extend({
  address: z.string(),
  description: z.string(),
  equipment: z.array(z.string()),
  safety_gear: z.array(z.string()),
  accessibility_notes: z.string(),
  photos: z.array(venuePhotoSchema),
  owner: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** The signed-in user may edit it (owner or admin); false for visitors. */
  can_manage: z.boolean(),
});
export type Venue = z.infer<typeof venueSchema>;
export const venueResponseSchema = z.object({ data: venueSchema });

/**
 * GET /api/venues: `mine=true` lists the signed-in user's own (admins: all); `teaching=true` the
 * forges they teach at through an accepted instructor invitation (decision 212). Both together:
 * every forge they may hold a class at (the class form's picker).
 */
export const venuesQuerySchema = z.object({
  location: locationPathSchema.optional(),
  teaching: z.enum(["true", "false"]).optional(),
  mine: z.enum(["true", "false"]).optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const venuesResponseSchema = z.object({
  data: z.array(venueSchema),
  meta: z.object({ next_cursor: z.string().nullable(), total: z.number().int() }),
});
export const venueIdParamsSchema = z.object({ id: idParamSchema() });
export const venuePhotoParamsSchema = venueIdParamsSchema.extend({
  key: safeString().regex(
    /^[a-z0-9-]{1,100}$/,
    schemaMessage(/*i18n*/ { id: "validation.venues.unknown_photo", message: "Unknown photo." }),
  ),
});
