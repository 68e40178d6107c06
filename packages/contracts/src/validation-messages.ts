import type { z } from "zod";
import { capitalised, fieldLabel } from "./field-labels.ts";

/**
 * The one error-message map for zod's issues (decisions 220, 360): every issue code worded for
 * people and named by its field's label ("Choose a theme from the list." instead of zod's
 * `Invalid option: expected one of "tool-making"|...`). A schema's own message always wins; this
 * replaces zod's developer text wherever a person reads it (server 422 bodies and browser forms).
 */
type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>["customError"]>>[0];

const typeNames: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "yes or no",
  array: "a list",
  object: "a group of fields",
  date: "a date",
};

const article = (label: string) => (/^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`);

export function humanMessage(issue: Issue): string | undefined {
  const i = issue as Issue & Record<string, unknown>;
  const label = fieldLabel(i.path as PropertyKey[] | undefined);
  const The = label ? capitalised(label) : "This field";
  const the = label ?? "this field";
  const theField = label ? `the ${label}` : "this field";
  switch (i.code) {
    case "invalid_type":
      if (i.input === undefined || i.input === null) return `${The} is required.`;
      return `${The} must be ${typeNames[String(i.expected)] ?? "a different kind of value"}.`;
    case "too_small":
      if (i.origin === "string")
        return Number(i.minimum) <= 1 ? `${The} is required.` : `${The} needs at least ${i.minimum} characters.`;
      if (i.origin === "array" || i.origin === "set")
        return Number(i.minimum) <= 1 ? `Add at least one item to ${the}.` : `Add at least ${i.minimum} to ${the}.`;
      return `${The} must be ${i.minimum} or more.`;
    case "too_big":
      if (i.origin === "string") return `${The} can be at most ${i.maximum} characters.`;
      if (i.origin === "array" || i.origin === "set") return `${The} can list at most ${i.maximum}.`;
      if (i.origin === "int" && i.maximum === Number.MAX_SAFE_INTEGER) return `${The} is too large.`;
      return `${The} must be ${i.maximum} or less.`;
    case "invalid_format":
      if (i.format === "email") return "Enter a valid email address.";
      if (i.format === "url") return `Enter ${theField} as a full web address (https://...).`;
      if (i.format === "datetime" || i.format === "date") return `Enter ${theField} as a date and time.`;
      return `${The} isn't in the expected format.`;
    case "invalid_value":
      return label ? `Choose ${article(label)} from the list.` : "Choose one of the offered options.";
    case "unrecognized_keys": {
      const keys = (i.keys as string[] | undefined) ?? [];
      return keys.length === 1
        ? `Remove the unknown field "${keys[0]}".`
        : `Remove the unknown fields: ${keys.join(", ")}.`;
    }
    case "not_multiple_of":
      return `${The} must be a multiple of ${i.divisor}.`;
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
    case "custom":
      return `${The} isn't valid.`;
    default:
      return `${The} isn't valid.`;
  }
}

/**
 * zod's own wordings (English locale) that must never reach a person; tests use it over every
 * contract, and forms use it as a last guard before showing an issue's message.
 */
export const rawValidatorText =
  /Invalid (input|option|string|type|enum|value|element|key|union)|expected one of|expected \w+, received|Too (small|big)|Unrecognized key|Required$|must match pattern|Expected .* received/i;

/** An issue's message as a person reads it: the message, unless it is zod's developer text. */
export function issueMessage(issue: { message: string; code?: string; path?: PropertyKey[] }): string {
  if (!rawValidatorText.test(issue.message)) return issue.message;
  return humanMessage(issue as unknown as Issue) ?? "This value isn't valid.";
}
