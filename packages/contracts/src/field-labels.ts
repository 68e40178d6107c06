/**
 * How people call the fields of our forms, by the API's field name (the last name in an issue's
 * path), as texts to translate (`/*i18n*\/` descriptors, extracted into the web's `shell` catalog and
 * the server's catalog). A field missing here is named from its key ("portfolio_url" -> "portfolio URL").
 */
export const fieldLabelTexts: Readonly<Record<string, LabelText>> = {
  accessibility_notes: /*i18n*/ { id: "field.accessibility_notes", message: "accessibility notes" },
  address: /*i18n*/ { id: "field.address", message: "address" },
  age_confirmed: /*i18n*/ { id: "field.age_confirmed", message: "age confirmation" },
  alt: /*i18n*/ { id: "field.alt", message: "image description" },
  application_deadline: /*i18n*/ { id: "field.application_deadline", message: "application deadline" },
  auto_accept: /*i18n*/ { id: "field.auto_accept", message: "automatic acceptance" },
  bio: /*i18n*/ { id: "field.bio", message: "bio" },
  body: /*i18n*/ { id: "field.message", message: "message" },
  bring: /*i18n*/ { id: "field.bring", message: "what to bring" },
  cancel_reason: /*i18n*/ { id: "field.reason", message: "reason" },
  capacity: /*i18n*/ { id: "field.capacity", message: "number of seats" },
  city: /*i18n*/ { id: "field.city", message: "city" },
  current_password: /*i18n*/ { id: "field.current_password", message: "current password" },
  currency: /*i18n*/ { id: "field.currency", message: "currency" },
  decision_note: /*i18n*/ { id: "field.note", message: "note" },
  description: /*i18n*/ { id: "field.description", message: "description" },
  email: /*i18n*/ { id: "field.email", message: "email address" },
  ends_at: /*i18n*/ { id: "field.ends_at", message: "end time" },
  equipment: /*i18n*/ { id: "field.equipment", message: "equipment" },
  experience: /*i18n*/ { id: "field.experience", message: "experience" },
  experience_level: /*i18n*/ { id: "field.experience_level", message: "experience level" },
  home_location: /*i18n*/ { id: "field.home_location", message: "home location" },
  included: /*i18n*/ { id: "field.included", message: "what's included" },
  lat: /*i18n*/ { id: "field.lat", message: "latitude" },
  lng: /*i18n*/ { id: "field.lng", message: "longitude" },
  location: /*i18n*/ { id: "field.location", message: "location" },
  location_path: /*i18n*/ { id: "field.location", message: "location" },
  message: /*i18n*/ { id: "field.message", message: "message" },
  min_age: /*i18n*/ { id: "field.min_age", message: "minimum age" },
  name: /*i18n*/ { id: "field.name", message: "name" },
  note: /*i18n*/ { id: "field.note", message: "note" },
  password: /*i18n*/ { id: "field.password", message: "password" },
  password_confirmation: /*i18n*/ { id: "field.password_confirmation", message: "password confirmation" },
  portfolio_url: /*i18n*/ { id: "field.portfolio_url", message: "portfolio link" },
  preferred_location: /*i18n*/ { id: "field.preferred_location", message: "preferred location" },
  preferred_timeframe: /*i18n*/ { id: "field.preferred_timeframe", message: "preferred timeframe" },
  price: /*i18n*/ { id: "field.price", message: "price" },
  price_cents: /*i18n*/ { id: "field.price", message: "price" },
  price_max: /*i18n*/ { id: "field.price_max", message: "maximum price" },
  q: /*i18n*/ { id: "field.q", message: "search" },
  reason: /*i18n*/ { id: "field.reason", message: "reason" },
  review_message: /*i18n*/ { id: "field.review_message", message: "review message" },
  role: /*i18n*/ { id: "field.role", message: "role" },
  safety_acknowledgements: /*i18n*/ { id: "field.safety_requirements", message: "safety requirements" },
  safety_gear: /*i18n*/ { id: "field.safety_gear", message: "safety gear" },
  safety_requirements: /*i18n*/ { id: "field.safety_requirements", message: "safety requirements" },
  safety_version: /*i18n*/ { id: "field.safety_version", message: "safety rules version" },
  skill_level: /*i18n*/ { id: "field.skill_level", message: "skill level" },
  sort: /*i18n*/ { id: "field.sort", message: "sort order" },
  starts_at: /*i18n*/ { id: "field.starts_at", message: "start time" },
  status: /*i18n*/ { id: "field.status", message: "status" },
  summary: /*i18n*/ { id: "field.summary", message: "summary" },
  teaching: /*i18n*/ { id: "field.teaching", message: "teaching" },
  theme: /*i18n*/ { id: "field.theme", message: "theme" },
  themes: /*i18n*/ { id: "field.themes", message: "themes" },
  time_zone: /*i18n*/ { id: "field.time_zone", message: "time zone" },
  title: /*i18n*/ { id: "field.title", message: "title" },
  token: /*i18n*/ { id: "field.token", message: "link" },
  type: /*i18n*/ { id: "field.type", message: "type" },
  venue_id: /*i18n*/ { id: "field.venue", message: "forge" },
  venue: /*i18n*/ { id: "field.venue", message: "forge" },
};

/** An English label, as a text to translate (`{ id, message }`, the shape Lingui's descriptors have). */
export interface LabelText {
  id: string;
  message: string;
}

/** The API's field name of an issue: its last named path segment, or undefined for the whole body. */
export function fieldKey(path: readonly PropertyKey[] | undefined): string | undefined {
  return [...(path ?? [])].reverse().find((p): p is string => typeof p === "string");
}

/**
 * A field's label as a text to translate, or, for a field without one, the English words of its key
 * ("portfolio_url" -> "portfolio URL"), which every language shows as they are.
 */
export function fieldLabelText(path: readonly PropertyKey[] | undefined): LabelText | string | undefined {
  const key = fieldKey(path);
  if (!key) return undefined;
  return (
    fieldLabelTexts[key] ??
    key
      .replace(/_id$/, "")
      .replace(/_/g, " ")
      .replace(/\burl\b/g, "URL")
      .trim()
  );
}

/** The English label of an issue's field: its last named path segment, or undefined for the whole body. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string | undefined {
  const label = fieldLabelText(path);
  return typeof label === "object" ? label.message : label;
}

/** "Theme" from "theme": a label at the start of a sentence. */
export const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
