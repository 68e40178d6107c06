import { describe, expect, it } from "vitest";
import { z } from "zod";
import { safeString } from "./safe-input.ts";
import { themeSlugSchema } from "./themes.ts";
import {
  englishSay,
  humanMessage,
  inLanguage,
  issueMessage,
  issueText,
  localizedIssueMessage,
  rawValidatorText,
  type Say,
} from "./validation-messages.ts";

const messagesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message);

describe("the error-message map", () => {
  it("names the field by its label for an unknown option", () => {
    expect(messagesOf(z.object({ theme: themeSlugSchema }), { theme: "welding" })).toEqual([
      "Choose a theme from the list.",
    ]);
    expect(messagesOf(z.object({ experience_level: z.enum(["none", "some"]) }), { experience_level: "x" })).toEqual([
      "Choose an experience level from the list.",
    ]);
  });

  it("words missing, short, long and mistyped values by field", () => {
    const schema = z.object({
      title: safeString().min(5),
      skill_level: z.string(),
      capacity: z.number().int().min(1).max(40),
      preferred_location: safeString().max(10),
      included: z.array(z.string()).min(1),
    });
    expect(messagesOf(schema, { title: "ab", capacity: 0, preferred_location: "x".repeat(11), included: [] })).toEqual([
      "Title needs at least 5 characters.",
      "Skill level is required.",
      "Number of seats must be 1 or more.",
      "Preferred location can be at most 10 characters.",
      "Add at least one item to what's included.",
    ]);
    expect(messagesOf(schema.pick({ capacity: true }), { capacity: "many" })).toEqual([
      "Number of seats must be a number.",
    ]);
    expect(messagesOf(schema.pick({ capacity: true }), { capacity: 99 })).toEqual([
      "Number of seats must be 40 or less.",
    ]);
  });

  it("names nested list items by their own field (sessions.0.starts_at)", () => {
    const schema = z.object({ sessions: z.array(z.object({ starts_at: z.iso.datetime() })) });
    expect(messagesOf(schema, { sessions: [{ starts_at: "tomorrow" }] })).toEqual([
      "Enter the start time as a date and time.",
    ]);
  });

  it("keeps a schema's own message", () => {
    expect(messagesOf(z.object({ theme: z.enum(["a"], "Choose a theme.") }), { theme: "b" })).toEqual([
      "Choose a theme.",
    ]);
  });

  it("has a wording for every issue code zod can raise, none of it zod's own", () => {
    const codes = [
      "invalid_type",
      "too_small",
      "too_big",
      "invalid_format",
      "not_multiple_of",
      "unrecognized_keys",
      "invalid_union",
      "invalid_key",
      "invalid_element",
      "invalid_value",
      "custom",
    ];
    for (const code of codes) {
      for (const path of [[], ["theme"], ["sessions", 0, "ends_at"]]) {
        const message = humanMessage({ code, path, input: 1, keys: ["x"], minimum: 2, maximum: 3 } as never);
        expect(message, `${code} ${path.join(".")}`).toBeTruthy();
        expect(message).not.toMatch(rawValidatorText);
      }
    }
  });

  it("replaces zod's developer text that reached a form, and leaves human text alone", () => {
    expect(
      issueMessage({ code: "invalid_value", path: ["theme"], message: 'Invalid option: expected one of "a"|"b"' }),
    ).toBe("Choose a theme from the list.");
    expect(issueMessage({ code: "custom", path: ["theme"], message: "Choose a theme." })).toBe("Choose a theme.");
  });
});

describe("the map in another language (issue 39)", () => {
  // A translator that shows which text it was asked for: the real catalogs are tested where they live
  // (apps/web/app/lib/forms/form-language.test.ts, apps/server/src/platform/error-texts.test.ts).
  const tagged: Say = (text, values) => `[${text.id}] ${englishSay(text, values)}`;
  const schema = z.object({ title: safeString().min(5), theme: themeSlugSchema });

  it("quotes the translated label, German and French style, and keeps English as it was", () => {
    const issue = { code: "too_small", origin: "string", minimum: 5, path: ["title"], input: "ab" } as never;
    expect(issueText(issue, tagged, "de")).toBe(
      "[validation.min_length] „[field.title] title“ needs at least 5 characters.",
    );
    expect(issueText(issue, tagged, "fr")).toBe(
      "[validation.min_length] «\u00a0[field.title] title\u00a0» needs at least 5 characters.",
    );
    expect(issueText(issue)).toBe("Title needs at least 5 characters.");
  });

  it("words a parse in the language inLanguage names, and English again after it", () => {
    const input = { title: "ab", theme: "welding" };
    expect(inLanguage(tagged, "de", () => messagesOf(schema, input))).toEqual([
      "[validation.min_length] „[field.title] title“ needs at least 5 characters.",
      "[validation.choose] Choose „[field.theme] theme“ from the list.",
    ]);
    expect(messagesOf(schema, input)).toEqual(["Title needs at least 5 characters.", "Choose a theme from the list."]);
  });

  it("words a finished English issue again, both readings of a type error, and keeps a schema's own message", () => {
    const counted = z.object({ title: safeString(), capacity: z.number() });
    const issues = counted.safeParse({ capacity: "many" }).error?.issues ?? [];
    expect(issues.map((i) => localizedIssueMessage(i, tagged, "de"))).toEqual([
      "[validation.required] „[field.title] title“ is required.",
      "[validation.type] „[field.capacity] number of seats“ must be [validation.type.number] a number.",
    ]);
    expect(localizedIssueMessage({ code: "custom", path: ["theme"], message: "Choose a theme." }, tagged, "fr")).toBe(
      "Choose a theme.",
    );
    expect(localizedIssueMessage(issues[0] as never, tagged, "en")).toBe("Title is required.");
  });
});
