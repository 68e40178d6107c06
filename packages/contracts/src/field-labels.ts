/**
 * How people call the fields of our forms, by the API's field name (the last name in an issue's
 * path). A field missing here is named from its key ("portfolio_url" -> "portfolio URL").
 */
export const fieldLabels: Readonly<Record<string, string>> = {
  accessibility_notes: "accessibility notes",
  address: "address",
  age_confirmed: "age confirmation",
  alt: "image description",
  application_deadline: "application deadline",
  auto_accept: "automatic acceptance",
  bio: "bio",
  body: "message",
  bring: "what to bring",
  cancel_reason: "reason",
  capacity: "number of seats",
  city: "city",
  current_password: "current password",
  currency: "currency",
  decision_note: "note",
  description: "description",
  email: "email address",
  ends_at: "end time",
  equipment: "equipment",
  experience: "experience",
  experience_level: "experience level",
  home_location: "home location",
  included: "what's included",
  lat: "latitude",
  lng: "longitude",
  location: "location",
  location_path: "location",
  message: "message",
  min_age: "minimum age",
  name: "name",
  note: "note",
  password: "password",
  password_confirmation: "password confirmation",
  portfolio_url: "portfolio link",
  preferred_location: "preferred location",
  preferred_timeframe: "preferred timeframe",
  price: "price",
  price_cents: "price",
  price_max: "maximum price",
  q: "search",
  reason: "reason",
  review_message: "review message",
  role: "role",
  safety_acknowledgements: "safety requirements",
  safety_gear: "safety gear",
  safety_requirements: "safety requirements",
  safety_version: "safety rules version",
  skill_level: "skill level",
  sort: "sort order",
  starts_at: "start time",
  status: "status",
  summary: "summary",
  teaching: "teaching",
  theme: "theme",
  themes: "themes",
  time_zone: "time zone",
  title: "title",
  token: "link",
  type: "type",
  venue_id: "forge",
  venue: "forge",
};

/** The label of an issue's field: its last named path segment, or undefined for the whole body. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string | undefined {
  const key = [...(path ?? [])].reverse().find((p): p is string => typeof p === "string");
  if (!key) return undefined;
  return (
    fieldLabels[key] ??
    key
      .replace(/_id$/, "")
      .replace(/_/g, " ")
      .replace(/\burl\b/g, "URL")
      .trim()
  );
}

/** "Theme" from "theme": a label at the start of a sentence. */
export const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
