import { z } from "zod";
import { safeString } from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";

/** DOMAIN.md "Places": a country / region / city hierarchy addressed by its path. */
export const locationKinds = ["country", "region", "city"] as const;
export const locationKindSchema = z.enum(locationKinds);
export type LocationKind = z.infer<typeof locationKindSchema>;

/** A location path such as `us/oregon/portland`: lowercase slug segments, never starting with a digit. */
export const locationPathSchema = safeString()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/,
    schemaMessage(
      /*i18n*/ {
        id: "validation.locations.choose_location_such_us",
        message: "Choose a location such as us/oregon/portland.",
      },
    ),
  )
  .max(200);

/** A location as embedded in venues and classes. */
export const locationRefSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  name: z.string(),
  kind: locationKindSchema,
  time_zone: z.string(),
});
export type LocationRef = z.infer<typeof locationRefSchema>;

export const locationSchema = locationRefSchema.extend({
  slug: z.string(),
  description: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  parent_path: z.string().nullable(),
  /** `/locations/{path}` */
  url: z.string(),
  /** `/classes/{path}` */
  classes_url: z.string(),
  /** Published, not yet finished classes in this location's subtree. */
  upcoming_classes_count: z.number().int(),
});
export type Location = z.infer<typeof locationSchema>;

/** GET /api/locations: the whole tree (countries at the top). */
export type LocationTreeNode = Location & { children: LocationTreeNode[] };
export const locationTreeNodeSchema: z.ZodType<LocationTreeNode> = z.lazy(() =>
  locationSchema.extend({ children: z.array(locationTreeNodeSchema) }),
);
export const locationTreeResponseSchema = z.object({ data: z.array(locationTreeNodeSchema) });

export const locationParamsSchema = z.object({ "*": locationPathSchema });
