import { type ClassDetail, type CreateClass, createClassSchema, issueMessage } from "@guildforge/contracts";
import type { SkillLevel } from "@guildforge/contracts/skill-levels";
import type { ThemeSlug } from "@guildforge/contracts/theme-list";
import { type FilledRows, filledRows, formRowPath } from "../../../lib/forms/list-rows";
import { fromLocalInput, toLocalInput } from "../lib/format-session";

/** What the form edits: people's units (datetime-local in the venue's zone, price in whole units). */
export interface ClassFormValues {
  title: string;
  summary: string;
  description: string;
  theme: ThemeSlug | "";
  skill_level: SkillLevel | "";
  venue_id: string;
  sessions: { start: string; end: string }[];
  capacity: string;
  price: string;
  currency: string;
  min_age: string;
  included: { value: string }[];
  bring: { value: string }[];
  safety_requirements: { value: string }[];
  auto_accept: boolean;
  application_deadline: string;
}

export const emptyClassForm: ClassFormValues = {
  title: "",
  summary: "",
  description: "",
  theme: "",
  skill_level: "",
  venue_id: "",
  sessions: [{ start: "", end: "" }],
  capacity: "8",
  price: "0",
  currency: "USD",
  min_age: "16",
  included: [],
  bring: [],
  safety_requirements: [{ value: "Wear the safety glasses provided at all times in the forge" }],
  auto_accept: false,
  application_deadline: "",
};

const list = (items: string[]) => items.map((value) => ({ value }));

/** A saved class -> form values (sessions shown in the venue's zone). */
export function formValuesFromClass(c: ClassDetail): ClassFormValues {
  const zone = c.time_zone;
  return {
    title: c.title,
    summary: c.summary,
    description: c.description,
    theme: c.theme,
    skill_level: c.skill_level,
    venue_id: c.venue ? String(c.venue.id) : "",
    sessions: c.sessions.map((s) => ({ start: toLocalInput(s.starts_at, zone), end: toLocalInput(s.ends_at, zone) })),
    capacity: String(c.capacity),
    price: (c.price_cents / 100).toFixed(2).replace(/\.00$/, ""),
    currency: c.currency,
    min_age: String(c.min_age),
    included: list(c.included),
    bring: list(c.bring),
    safety_requirements: list(c.safety_requirements),
    auto_accept: c.auto_accept,
    application_deadline:
      c.application_deadline && c.sessions.length > 0 && c.application_deadline !== c.sessions[0]?.starts_at
        ? toLocalInput(c.application_deadline, zone)
        : "",
  };
}

const num = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));

/** The list fields' filled rows (blank rows are dropped, not refused). */
export function classListRows(v: ClassFormValues): Record<"included" | "bring" | "safety_requirements", FilledRows> {
  return {
    included: filledRows(v.included),
    bring: filledRows(v.bring),
    safety_requirements: filledRows(v.safety_requirements),
  };
}

/** Form values -> the API body (before validation; invalid input stays invalid so the contract reports it). */
export function bodyFromForm(v: ClassFormValues, timeZone: string | null): Record<string, unknown> {
  const lists = classListRows(v);
  const price = num(v.price.replace(",", "."));
  return {
    title: v.title,
    summary: v.summary,
    description: v.description,
    theme: v.theme || undefined,
    skill_level: v.skill_level || undefined,
    venue_id: v.venue_id ? Number(v.venue_id) : null,
    sessions: v.sessions
      .filter((s) => s.start || s.end)
      .map((s) => ({
        starts_at: fromLocalInput(s.start, timeZone) ?? s.start,
        ends_at: fromLocalInput(s.end, timeZone) ?? s.end,
      })),
    capacity: num(v.capacity),
    price_cents: Number.isNaN(price) ? price : Math.round(price * 100),
    currency: v.currency,
    min_age: num(v.min_age),
    included: lists.included.values,
    bring: lists.bring.values,
    safety_requirements: lists.safety_requirements.values,
    auto_accept: v.auto_accept,
    application_deadline: v.application_deadline
      ? (fromLocalInput(v.application_deadline, timeZone) ?? v.application_deadline)
      : null,
  };
}

/** An API field path ("sessions.0.ends_at", "price_cents") -> the form field that shows its message. */
export function formFieldFor(apiPath: string): string {
  const path = apiPath.replace(/\[(\d+)\]/g, ".$1");
  const parts = path.split(".");
  const [root, index, leaf] = parts;
  if (root === "price_cents") return "price";
  if (root === "sessions" && index !== undefined && /^\d+$/.test(index)) {
    return `sessions.${index}.${leaf === "ends_at" ? "end" : "start"}`;
  }
  if (
    (root === "included" || root === "bring" || root === "safety_requirements") &&
    index !== undefined &&
    /^\d+$/.test(index)
  ) {
    return `${root}.${index}.value`;
  }
  return root ?? path;
}

export type ValidationResult = { ok: true; body: CreateClass } | { ok: false; errors: Record<string, string> };

/** Validates the form with the shared contract; errors keyed by form field. */
export function validateClassForm(v: ClassFormValues, timeZone: string | null): ValidationResult {
  const parsed = createClassSchema.safeParse(bodyFromForm(v, timeZone));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  const lists = classListRows(v);
  for (const issue of parsed.error.issues) {
    const field = formFieldFor(formRowPath(issue.path, lists).join("."));
    errors[field] ??= field === "theme" && !v.theme ? "Choose a theme." : issueMessage(issue);
  }
  return { ok: false, errors };
}
