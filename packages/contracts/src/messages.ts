import type { z } from "zod";

/**
 * Human messages for the issues a schema does not name itself (decision 220): a wrong type, a
 * missing field, an unknown key. A schema's own message always wins; this replaces zod's
 * developer text ("Invalid input: expected string, received number") wherever a person reads it.
 */
type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>["customError"]>>[0];

const typeNames: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
};

export function humanMessage(issue: Issue): string | undefined {
  const i = issue as Issue & Record<string, unknown>;
  switch (i.code) {
    case "invalid_type":
      if (i.input === undefined) return "This field is required.";
      return `This must be ${typeNames[String(i.expected)] ?? "a different kind of value"}.`;
    case "too_small":
      if (i.origin === "string")
        return i.minimum === 1 ? "This field is required." : `Use at least ${i.minimum} characters.`;
      if (i.origin === "array" || i.origin === "set") return `Choose at least ${i.minimum}.`;
      return `Enter ${i.minimum} or more.`;
    case "too_big":
      if (i.origin === "string") return `Use at most ${i.maximum} characters.`;
      if (i.origin === "array" || i.origin === "set") return `List at most ${i.maximum}.`;
      if (i.origin === "int" && i.maximum === Number.MAX_SAFE_INTEGER) return "This number is too large.";
      return `Enter ${i.maximum} or less.`;
    case "invalid_format":
      return i.format === "email" ? "Enter a valid email address." : "This isn't in the expected format.";
    case "invalid_value":
      return "Choose one of the offered options.";
    case "unrecognized_keys": {
      const keys = (i.keys as string[] | undefined) ?? [];
      return keys.length === 1
        ? `Remove the unknown field "${keys[0]}".`
        : `Remove the unknown fields: ${keys.join(", ")}.`;
    }
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
    case "not_multiple_of":
    case "custom":
      return "This value isn't valid.";
    default:
      return undefined;
  }
}
