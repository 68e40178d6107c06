import type { z } from "zod";
import { capitalised, fieldLabelText, type LabelText } from "./field-labels.ts";
import { registeredSchemaMessage } from "./schema-message-registry.ts";

/**
 * The one error-message map for zod's issues (decisions 220, 360): every issue code worded for
 * people and named by its field's label ("Choose a theme from the list." instead of zod's
 * `Invalid option: expected one of "tool-making"|...`). A schema's own message always wins; this
 * replaces zod's developer text wherever a person reads it (server 422 bodies and browser forms).
 *
 * The texts are `/*i18n*\/` descriptors (issue 39), extracted into the web's `shell` catalog and the
 * server's catalog: `issueText(issue, say, language)` words an issue in a language with the side's
 * own translator (`say`: the web's Lingui instance, the server's `translate`). `humanMessage` is
 * zod's global `customError` (safe-input.ts), English unless a form's parse runs in a page's
 * language (`inLanguage`); the server words its 422s again in the request's language
 * (`localizedIssueMessage`).
 */
type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>["customError"]>>[0];

/** A text to translate: the shape of Lingui's message descriptors and the server's texts. */
export type ValidationText = LabelText;
/** Renders a text with its values in one language (the web's `i18n._`, the server's `translate`). */
export type Say = (text: ValidationText, values?: Record<string, string | number>) => string;

/** English without a catalog: the descriptors' own messages with their `{placeholders}` filled. */
export const englishSay: Say = (text, values) =>
  text.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values?.[name] === undefined ? whole : String(values[name]),
  );

const typeNames: Record<string, ValidationText> = {
  string: /*i18n*/ { id: "validation.type.string", message: "text" },
  number: /*i18n*/ { id: "validation.type.number", message: "a number" },
  int: /*i18n*/ { id: "validation.type.int", message: "a whole number" },
  boolean: /*i18n*/ { id: "validation.type.boolean", message: "yes or no" },
  array: /*i18n*/ { id: "validation.type.array", message: "a list" },
  object: /*i18n*/ { id: "validation.type.object", message: "a group of fields" },
  date: /*i18n*/ { id: "validation.type.date", message: "a date" },
};
const otherType: ValidationText = /*i18n*/ { id: "validation.type.other", message: "a different kind of value" };

/**
 * How English names a labelled field in a sentence: "Title ..." at its start, "... the title",
 * "... to what's included", "Choose a theme ...". German and French quote the label instead
 * („Titel“, « Titre »), which reads right in every sentence and needs no article.
 */
type EnglishForm = "The" | "the" | "theField" | "a";

/** A sentence about a labelled field (`{field}` names it) and the same sentence without a label. */
interface Wording {
  labelled: ValidationText;
  bare: ValidationText;
  form: EnglishForm;
}

const w = (labelled: ValidationText, bare: ValidationText, form: EnglishForm = "The"): Wording => ({
  labelled,
  bare,
  form,
});

const wordings = {
  required: w(
    /*i18n*/ { id: "validation.required", message: "{field} is required." },
    /*i18n*/ { id: "validation.required.bare", message: "This field is required." },
  ),
  type: w(
    /*i18n*/ { id: "validation.type", message: "{field} must be {type}." },
    /*i18n*/ { id: "validation.type.bare", message: "This field must be {type}." },
  ),
  minLength: w(
    /*i18n*/ { id: "validation.min_length", message: "{field} needs at least {minimum} characters." },
    /*i18n*/ { id: "validation.min_length.bare", message: "This field needs at least {minimum} characters." },
  ),
  oneItem: w(
    /*i18n*/ { id: "validation.one_item", message: "Add at least one item to {field}." },
    /*i18n*/ { id: "validation.one_item.bare", message: "Add at least one item to this field." },
    "the",
  ),
  minItems: w(
    /*i18n*/ { id: "validation.min_items", message: "Add at least {minimum} to {field}." },
    /*i18n*/ { id: "validation.min_items.bare", message: "Add at least {minimum} to this field." },
    "the",
  ),
  minimum: w(
    /*i18n*/ { id: "validation.minimum", message: "{field} must be {minimum} or more." },
    /*i18n*/ { id: "validation.minimum.bare", message: "This field must be {minimum} or more." },
  ),
  maxLength: w(
    /*i18n*/ { id: "validation.max_length", message: "{field} can be at most {maximum} characters." },
    /*i18n*/ { id: "validation.max_length.bare", message: "This field can be at most {maximum} characters." },
  ),
  maxItems: w(
    /*i18n*/ { id: "validation.max_items", message: "{field} can list at most {maximum}." },
    /*i18n*/ { id: "validation.max_items.bare", message: "This field can list at most {maximum}." },
  ),
  tooLarge: w(
    /*i18n*/ { id: "validation.too_large", message: "{field} is too large." },
    /*i18n*/ { id: "validation.too_large.bare", message: "This field is too large." },
  ),
  maximum: w(
    /*i18n*/ { id: "validation.maximum", message: "{field} must be {maximum} or less." },
    /*i18n*/ { id: "validation.maximum.bare", message: "This field must be {maximum} or less." },
  ),
  url: w(
    /*i18n*/ { id: "validation.url", message: "Enter {field} as a full web address (https://...)." },
    /*i18n*/ { id: "validation.url.bare", message: "Enter this field as a full web address (https://...)." },
    "theField",
  ),
  dateTime: w(
    /*i18n*/ { id: "validation.date_time", message: "Enter {field} as a date and time." },
    /*i18n*/ { id: "validation.date_time.bare", message: "Enter this field as a date and time." },
    "theField",
  ),
  format: w(
    /*i18n*/ { id: "validation.format", message: "{field} isn't in the expected format." },
    /*i18n*/ { id: "validation.format.bare", message: "This field isn't in the expected format." },
  ),
  choose: w(
    /*i18n*/ { id: "validation.choose", message: "Choose {field} from the list." },
    /*i18n*/ { id: "validation.choose.bare", message: "Choose one of the offered options." },
    "a",
  ),
  multipleOf: w(
    /*i18n*/ { id: "validation.multiple_of", message: "{field} must be a multiple of {divisor}." },
    /*i18n*/ { id: "validation.multiple_of.bare", message: "This field must be a multiple of {divisor}." },
  ),
  invalid: w(
    /*i18n*/ { id: "validation.invalid", message: "{field} isn't valid." },
    /*i18n*/ { id: "validation.invalid.bare", message: "This field isn't valid." },
  ),
};

const emailText: ValidationText = /*i18n*/ { id: "validation.email", message: "Enter a valid email address." };
const unknownField: ValidationText = /*i18n*/ {
  id: "validation.unknown_field",
  message: 'Remove the unknown field "{key}".',
};
const unknownFields: ValidationText = /*i18n*/ {
  id: "validation.unknown_fields",
  message: "Remove the unknown fields: {keys}.",
};
const anyInvalid: ValidationText = /*i18n*/ { id: "validation.value_invalid", message: "This value isn't valid." };

const article = (label: string) => (/^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`);

function englishField(label: string, form: EnglishForm): string {
  if (form === "The") return capitalised(label);
  if (form === "theField") return `the ${label}`;
  if (form === "a") return article(label);
  return label;
}

/** A label quoted as German and French name a form's field in a sentence. */
function quotedField(label: string, language: string): string {
  const name = capitalised(label);
  return language === "fr" ? `«\u00a0${name}\u00a0»` : `„${name}“`;
}

/**
 * An issue worded for people in `language` ("en", "de", "fr"), with that language's translator.
 * English (`englishSay`, the default) is the map's own text, byte for byte.
 */
export function issueText(issue: Issue, say: Say = englishSay, language = "en"): string {
  const i = issue as Issue & Record<string, unknown>;
  const labelText = fieldLabelText(i.path as PropertyKey[] | undefined);
  const label = labelText === undefined ? undefined : typeof labelText === "string" ? labelText : say(labelText);
  const english = language === "en";
  const word = (wording: Wording, values: Record<string, string | number> = {}) => {
    if (label === undefined) return say(wording.bare, values);
    const field = english ? englishField(label, wording.form) : quotedField(label, language);
    return say(wording.labelled, { ...values, field });
  };
  switch (i.code) {
    case "invalid_type":
      if (i.input === undefined || i.input === null) return word(wordings.required);
      return word(wordings.type, { type: say(typeNames[String(i.expected)] ?? otherType) });
    case "too_small":
      if (i.origin === "string")
        return Number(i.minimum) <= 1
          ? word(wordings.required)
          : word(wordings.minLength, { minimum: Number(i.minimum) });
      if (i.origin === "array" || i.origin === "set")
        return Number(i.minimum) <= 1
          ? word(wordings.oneItem)
          : word(wordings.minItems, { minimum: Number(i.minimum) });
      return word(wordings.minimum, { minimum: String(i.minimum) });
    case "too_big":
      if (i.origin === "string") return word(wordings.maxLength, { maximum: Number(i.maximum) });
      if (i.origin === "array" || i.origin === "set") return word(wordings.maxItems, { maximum: Number(i.maximum) });
      if (i.origin === "int" && i.maximum === Number.MAX_SAFE_INTEGER) return word(wordings.tooLarge);
      return word(wordings.maximum, { maximum: String(i.maximum) });
    case "invalid_format":
      if (i.format === "email") return say(emailText);
      if (i.format === "url") return word(wordings.url);
      if (i.format === "datetime" || i.format === "date") return word(wordings.dateTime);
      return word(wordings.format);
    case "invalid_value":
      return word(wordings.choose);
    case "unrecognized_keys": {
      const keys = (i.keys as string[] | undefined) ?? [];
      return keys.length === 1
        ? say(unknownField, { key: keys[0] ?? "" })
        : say(unknownFields, { keys: keys.join(", ") });
    }
    case "not_multiple_of":
      return word(wordings.multipleOf, { divisor: String(i.divisor) });
    default:
      return word(wordings.invalid);
  }
}

/**
 * The language the global map words issues in while `inLanguage` runs: English outside it. Only a
 * synchronous parse runs inside, so no other request's parse can see it (nothing is kept between
 * calls, on the web's server or in the browser).
 */
let wording: { say: Say; language: string } = { say: englishSay, language: "en" };

/** The translator issues are worded with now: `inLanguage`'s, else English (schema-message.ts). */
export const currentSay = (): Say => wording.say;

/** zod's global `customError` (safe-input.ts): every issue in English, or in `inLanguage`'s language. */
export function humanMessage(issue: Issue): string | undefined {
  return issueText(issue, wording.say, wording.language);
}

/**
 * Runs a synchronous parse (Conform's `parseWithZod`, a form model's `safeParse`, and the parses
 * nested in its transforms) with zod's global map wording issues in `language` through `say`
 * (the page's Lingui instance). A schema's own message still wins over the map (zod's order).
 * zod words an issue when its message is first read: read them inside `parse` (Conform's
 * `parseWithZod` does).
 */
export function inLanguage<T>(say: Say, language: string, parse: () => T): T {
  const outside = wording;
  wording = { say, language };
  try {
    return parse();
  } finally {
    wording = outside;
  }
}

/**
 * An issue's English message worded again in `language` (the server's 422 in the request's
 * language): one the global map wrote (zod leaves the checked value out of a finished issue, so
 * both readings of a type error, missing or of another type, are tried against the English), or a
 * schema's own message (`schemaMessage`), found by its English text with the values it was built
 * with. Any other text (a plain string) stays as it is.
 */
export function localizedIssueMessage(
  issue: { message: string; code?: string; path?: PropertyKey[] },
  say: Say,
  language: string,
): string {
  if (language === "en") return issue.message;
  for (const input of [undefined, 0]) {
    const reading = { ...issue, input } as unknown as Issue;
    if (issueText(reading) === issue.message) return issueText(reading, say, language);
  }
  const own = registeredSchemaMessage(issue.message);
  return own ? say(own.text, own.values) : issue.message;
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
  return humanMessage(issue as unknown as Issue) ?? wording.say(anyInvalid);
}
