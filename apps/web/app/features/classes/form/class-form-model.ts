import {
  type ClassDetail,
  type CreateClass,
  createClassSchema,
  formMessages,
  issueMessage,
  schemaText,
} from "@guildforge/contracts";
import { z } from "zod";
import { asRows, type FilledRows, filledRows, formRowPath, issuePath } from "../../../lib/forms/list-rows";
import { fromLocalInput, toLocalInput } from "../../../lib/zoned-input";

/**
 * What the form edits: people's units (datetime-local in the forge's zone, price in whole units),
 * every value a form field's text, so the same values come back into the page after a refusal.
 */
export interface ClassFormValues {
  title: string;
  summary: string;
  description: string;
  theme: string;
  skill_level: string;
  venue_id: string;
  sessions: { start: string; end: string }[];
  capacity: string;
  price: string;
  currency: string;
  min_age: string;
  included: string[];
  bring: string[];
  safety_requirements: string[];
  /** A ticked checkbox posts "on"; an unticked one nothing. */
  auto_accept: "on" | "";
  application_deadline: string;
}

/** A new session row (the "Add a session" button's insert). */
export const emptySession = { start: "", end: "" };

export const emptyClassForm: ClassFormValues = {
  title: "",
  summary: "",
  description: "",
  theme: "",
  skill_level: "",
  venue_id: "",
  sessions: [emptySession],
  capacity: "8",
  price: "0",
  currency: "USD",
  min_age: "16",
  included: [],
  bring: [],
  safety_requirements: ["Wear the safety glasses provided at all times in the forge"],
  auto_accept: "",
  application_deadline: "",
};

/** A saved class -> form values (sessions shown in the forge's zone). */
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
    included: [...c.included],
    bring: [...c.bring],
    safety_requirements: [...c.safety_requirements],
    auto_accept: c.auto_accept ? "on" : "",
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
    auto_accept: v.auto_accept === "on",
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
    return `${root}.${index}`;
  }
  return root ?? path;
}

/** A 422's field path about the body the form's values made -> the form field (a list's filled row back on its own row). */
export function formFieldForValues(apiPath: string, v: ClassFormValues): string {
  const lists = classListRows(v);
  return formFieldFor(formRowPath(issuePath(apiPath), lists).join("."));
}

export type ValidationResult = { ok: true; body: CreateClass } | { ok: false; errors: Record<string, string> };

/** Validates the form with the shared contract; errors keyed by form field (dotted). */
export function validateClassForm(v: ClassFormValues, timeZone: string | null): ValidationResult {
  const parsed = createClassSchema.safeParse(bodyFromForm(v, timeZone));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  const lists = classListRows(v);
  for (const issue of parsed.error.issues) {
    const field = formFieldFor(formRowPath(issue.path, lists).join("."));
    errors[field] ??= field === "theme" && !v.theme ? schemaText(formMessages.theme) : issueMessage(issue);
  }
  return { ok: false, errors };
}

const text = z.string().optional();
const rows = z.array(text).optional();

/** What a posted class form holds (Conform reads an empty field as absent), before the contract checks it. */
const postedClassForm = z.object({
  title: text,
  summary: text,
  description: text,
  theme: text,
  skill_level: text,
  venue_id: text,
  sessions: z.array(z.object({ start: text, end: text }).optional()).optional(),
  capacity: text,
  price: text,
  currency: text,
  min_age: text,
  included: rows,
  bring: rows,
  safety_requirements: rows,
  auto_accept: text,
  application_deadline: text,
});

/** The posted form as form values (absent fields empty). */
export function formValuesFromPost(p: z.output<typeof postedClassForm>): ClassFormValues {
  const list = (l: (string | undefined)[] | undefined) => asRows(l).map((s) => s ?? "");
  return {
    title: p.title ?? "",
    summary: p.summary ?? "",
    description: p.description ?? "",
    theme: p.theme ?? "",
    skill_level: p.skill_level ?? "",
    venue_id: p.venue_id ?? "",
    sessions: (p.sessions ?? []).map((s) => ({ start: s?.start ?? "", end: s?.end ?? "" })),
    capacity: p.capacity ?? "",
    price: p.price ?? "",
    currency: p.currency ?? "",
    min_age: p.min_age ?? "",
    included: list(p.included),
    bring: list(p.bring),
    safety_requirements: list(p.safety_requirements),
    auto_accept: p.auto_accept ? "on" : "",
    application_deadline: p.application_deadline ?? "",
  };
}

/**
 * The class form's schema, in the browser and in the route action alike (decision 535): the
 * posted form -> the API body, the session times read in the chosen forge's time zone
 * (`zoneOf`), checked by the shared contract with each message on the form field it is about.
 */
export function classFormSchema(zoneOf: (venueId: string) => string | null) {
  return postedClassForm.transform((posted, ctx): CreateClass => {
    const values = formValuesFromPost(posted);
    const result = validateClassForm(values, zoneOf(values.venue_id));
    if (result.ok) return result.body;
    for (const [field, message] of Object.entries(result.errors)) {
      ctx.addIssue({ code: "custom", message, path: issuePath(field) });
    }
    return z.NEVER;
  });
}
