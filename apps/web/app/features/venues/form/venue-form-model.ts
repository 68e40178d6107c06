import {
  type CreateVenue,
  createVenueSchema,
  formMessages,
  issueMessage,
  schemaText,
  type Venue,
} from "@guildforge/contracts";
import { z } from "zod";
import { asRows, filledRows, formRowPath, issuePath } from "../../../lib/forms/list-rows";

/**
 * What the forge form edits: the pin's position (lat/lng strings the map sets, never typed) and
 * the place it was put for (`pin_place`, hidden: the saved forge's place, or the place chosen when
 * the map last moved the pin), lists as rows of texts.
 */
export interface VenueFormValues {
  name: string;
  address: string;
  location_path: string;
  lat: string;
  lng: string;
  pin_place: string;
  description: string;
  equipment: string[];
  safety_gear: string[];
  accessibility_notes: string;
}

export const emptyVenueForm: VenueFormValues = {
  name: "",
  address: "",
  location_path: "",
  lat: "",
  lng: "",
  pin_place: "",
  description: "",
  equipment: [],
  safety_gear: ["Safety glasses"],
  accessibility_notes: "",
};

export const venueFormFields = [
  "name",
  "address",
  "location_path",
  "lat",
  "lng",
  "pin_place",
  "description",
  "equipment",
  "safety_gear",
  "accessibility_notes",
] as const;

/** A saved forge -> form values. */
export function formValuesFromVenue(v: Venue): VenueFormValues {
  return {
    name: v.name,
    address: v.address,
    location_path: v.location.path,
    lat: String(v.lat),
    lng: String(v.lng),
    pin_place: v.location.path,
    description: v.description,
    equipment: [...v.equipment],
    safety_gear: [...v.safety_gear],
    accessibility_notes: v.accessibility_notes,
  };
}

/**
 * Whether the action puts the pin at the center of the place chosen: there is no pin yet, or the
 * pin is the one put for another place. Only the map (JavaScript) puts a pin for the place now
 * chosen (`pin_place`); a form sent without it that changes the forge's place moves its pin to the
 * new place's center, and a form that keeps the place keeps the pin.
 */
export function pinAtPlaceCenter(v: Pick<VenueFormValues, "lat" | "lng" | "location_path" | "pin_place">): boolean {
  return !v.lat || !v.lng || (v.pin_place !== "" && v.pin_place !== v.location_path);
}

/** "45,52" or " 45.52 " -> 45.52; empty or not a number -> NaN (the contract then reports it). */
export function coordinate(s: string): number {
  const t = s.trim().replace(",", ".");
  return t === "" ? Number.NaN : Number(t);
}

/** The list fields' filled rows (blank rows are dropped, not refused; messages keep their row). */
const venueListRows = (v: VenueFormValues) => ({
  equipment: filledRows(v.equipment),
  safety_gear: filledRows(v.safety_gear),
});

/** Form values -> the API body (blank list rows dropped). */
export function bodyFromForm(v: VenueFormValues): Record<string, unknown> {
  const lists = venueListRows(v);
  return {
    name: v.name,
    address: v.address,
    location_path: v.location_path,
    lat: coordinate(v.lat),
    lng: coordinate(v.lng),
    description: v.description,
    equipment: lists.equipment.values,
    safety_gear: lists.safety_gear.values,
    accessibility_notes: v.accessibility_notes,
  };
}

/** An API field path ("equipment.2", "equipment[2]") -> the form field that shows its message. */
export function formFieldFor(apiPath: string): string {
  const [root, index] = apiPath.replace(/\[(\d+)\]/g, ".$1").split(".");
  if ((root === "equipment" || root === "safety_gear") && index !== undefined && /^\d+$/.test(index)) {
    return `${root}.${index}`;
  }
  return root ?? apiPath;
}

/** The pin has not been placed: one message, under the map (it shows the latitude's). */
export const pinMissingMessage = schemaText(formMessages.pinMissing);
const notANumber = new Set(["lat", "lng"]);

export type VenueValidation = { ok: true; body: CreateVenue } | { ok: false; errors: Record<string, string> };

/** Validates with the shared contract; errors keyed by form field, first message per field. */
export function validateVenueForm(v: VenueFormValues): VenueValidation {
  const body = bodyFromForm(v);
  const parsed = createVenueSchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  const lists = venueListRows(v);
  for (const issue of parsed.error.issues) {
    const field = formFieldFor(formRowPath(issue.path, lists).join("."));
    const message =
      notANumber.has(field) && Number.isNaN(body[field as "lat" | "lng"])
        ? schemaText(formMessages.pinMissing)
        : field === "location_path" && !v.location_path
          ? schemaText(formMessages.forgePlace)
          : issueMessage(issue);
    errors[field] ??= message ?? issueMessage(issue);
  }
  return { ok: false, errors };
}

/** A 422's field path about the body the form's values made -> the form field (a list's filled row back on its own row). */
export function formFieldForValues(apiPath: string, v: VenueFormValues): string {
  return formFieldFor(formRowPath(issuePath(apiPath), venueListRows(v)).join("."));
}

const text = z.string().optional();

/** What a posted forge form holds (Conform reads an empty field as absent). */
const postedVenueForm = z.object({
  name: text,
  address: text,
  location_path: text,
  lat: text,
  lng: text,
  pin_place: text,
  description: text,
  equipment: z.array(text).optional(),
  safety_gear: z.array(text).optional(),
  accessibility_notes: text,
});

/** The posted form as form values (absent fields empty). */
export function formValuesFromPost(p: z.output<typeof postedVenueForm>): VenueFormValues {
  const list = (l: (string | undefined)[] | undefined) => asRows(l).map((s) => s ?? "");
  return {
    name: p.name ?? "",
    address: p.address ?? "",
    location_path: p.location_path ?? "",
    lat: p.lat ?? "",
    lng: p.lng ?? "",
    pin_place: p.pin_place ?? "",
    description: p.description ?? "",
    equipment: list(p.equipment),
    safety_gear: list(p.safety_gear),
    accessibility_notes: p.accessibility_notes ?? "",
  };
}

/**
 * The forge form's schema, in the browser and in the route action alike (decision 535): the
 * posted form -> the API body, checked by the shared contract with each message on its field.
 * `placeCenter` is the action's: a form posted without JavaScript has no map to place the pin
 * with, so the pin goes to the center of the place chosen (the host moves it later with the map)
 * when there is none yet (a new forge) or when it was put for another place (`pinAtPlaceCenter`);
 * in the browser the pin must be placed.
 */
export function venueFormSchema(placeCenter?: (path: string) => { lat: number; lng: number } | null) {
  return postedVenueForm.transform((posted, ctx): CreateVenue => {
    const values = formValuesFromPost(posted);
    const center = placeCenter && pinAtPlaceCenter(values) ? placeCenter(values.location_path) : null;
    const result = validateVenueForm(center ? { ...values, lat: String(center.lat), lng: String(center.lng) } : values);
    if (result.ok) return result.body;
    for (const [field, message] of Object.entries(result.errors)) {
      ctx.addIssue({ code: "custom", message, path: issuePath(field) });
    }
    return z.NEVER;
  });
}
