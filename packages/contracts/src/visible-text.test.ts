import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { articleFields } from "./articles.ts";
import { registerBodySchema } from "./auth.ts";
import { classRequestFields } from "./class-requests.ts";
import { classFields } from "./classes.ts";
import { messageBodySchema } from "./conversations.ts";
import { contactMessageSchema, featureRequestSchema } from "./feedback.ts";
import { updateProfileSchema } from "./profiles.ts";
import { hostVenueSchema } from "./role-applications.ts";
import { hasVisibleText, invisibleTextMessages, stripBidiControls } from "./safe-input.ts";
import { schemaText } from "./schema-message.ts";
import { venueFields } from "./venues.ts";

// Issue 36 point 10 (decision 510): names, titles and messages refuse text that shows nothing, and
// lose the bidi controls that reorder what readers see.

/** Every character of the issue's list that shows nothing, one by one. */
const invisible = {
  "zero-width space U+200B": "\u200B",
  "zero-width non-joiner U+200C": "\u200C",
  "zero-width joiner U+200D": "\u200D",
  "word joiner U+2060": "\u2060",
  "BOM U+FEFF": "\uFEFF",
  "soft hyphen U+00AD": "\u00AD",
  "Mongolian vowel separator U+180E": "\u180E",
  "Hangul filler U+3164": "\u3164",
  "Hangul choseong filler U+115F": "\u115F",
  "Hangul jungseong filler U+1160": "\u1160",
  "halfwidth Hangul filler U+FFA0": "\uFFA0",
  "braille blank U+2800": "\u2800",
  "combining grapheme joiner U+034F": "\u034F",
  "no-break space U+00A0": "\u00A0",
  "ideographic space U+3000": "\u3000",
  "em space U+2003": "\u2003",
  "narrow no-break space U+202F": "\u202F",
  "line separator U+2028": "\u2028",
  "variation selector U+FE0F": "\uFE0F",
  "tag space U+E0020": "\u{E0020}",
};
const bidi = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];

type Field = { schema: z.ZodType; message: string; pad?: number };
const invisibleText = {
  name: schemaText(invisibleTextMessages.name),
  title: schemaText(invisibleTextMessages.title),
  message: schemaText(invisibleTextMessages.message),
};
/** The fields people read as names, titles and messages, each as one schema of its value. */
const fields: Record<string, Field> = {
  "register name": { schema: registerBodySchema.shape.name, message: invisibleText.name },
  "profile name": { schema: updateProfileSchema.shape.name.unwrap(), message: invisibleText.name },
  "forge name": { schema: venueFields.name, message: invisibleText.name },
  "host applicant's forge name": { schema: hostVenueSchema.shape.name, message: invisibleText.name },
  "contact name": { schema: contactMessageSchema.shape.name, message: invisibleText.name },
  "class title": { schema: classFields.title, message: invisibleText.title },
  "class request title": { schema: classRequestFields.title, message: invisibleText.title },
  "article title": { schema: articleFields.title, message: invisibleText.title },
  "feature request title": { schema: featureRequestSchema.shape.title, message: invisibleText.title },
  "message body": { schema: messageBodySchema, message: invisibleText.message },
  "contact message": { schema: contactMessageSchema.shape.message, message: invisibleText.message },
};
const messagesOf = (r: { error?: z.ZodError }) => r.error?.issues.map((i) => i.message) ?? [];

describe("visible text", () => {
  it.each(Object.entries(invisible))("%s alone shows nothing", (_, c) => {
    expect(hasVisibleText(c)).toBe(false);
    expect(hasVisibleText(c.repeat(12))).toBe(false);
    expect(hasVisibleText(`${c}a${c}`)).toBe(true);
  });

  it.each(Object.entries(fields))("%s: text of invisible characters only is refused with its message", (_, f) => {
    const empty = messagesOf(f.schema.safeParse(""));
    expect(empty).toHaveLength(1);
    for (const [name, c] of Object.entries(invisible)) {
      // Long enough for every field's minimum length, so only the visible-text rule can refuse
      // it; whitespace (and the BOM) is trimmed away first and gets the field's "empty" message.
      const expected = c.trim() === "" ? empty : [f.message];
      expect(messagesOf(f.schema.safeParse(c.repeat(12))), name).toEqual(expected);
    }
    const mixed = Object.values(invisible).join("");
    expect(messagesOf(f.schema.safeParse(mixed))).toEqual([f.message]);
    expect(messagesOf(f.schema.safeParse(` \u200B\u3164 ${bidi.join("")}\u2800 \u200B `))).toEqual([f.message]);
  });

  it.each(Object.entries(fields))("%s: bidi controls are removed; visible text in any script is kept", (_, f) => {
    const parse = (s: string) => f.schema.safeParse(s);
    for (const c of bidi) expect(parse(`Forge ${c}night${c} class`).data, escape(c)).toBe("Forge night class");
    expect(parse("\u202Egnp.exe \u202Dclass about tongs").data).toBe("gnp.exe class about tongs");
    const visible = [
      "Åsa Ørn's forge in Bergen",
      "김철수의 대장간에서 배우는 칼 만들기",
      "محمد الحداد يعلم صناعة السكاكين",
      "鍛冶屋の教室で包丁を作りましょう",
      "👩‍🔧 Ada's smithy, open daily",
    ];
    for (const s of visible) {
      expect(parse(s).data, s).toBe(s);
    }
    // Joiners inside visible text stay (emoji sequences and some scripts need them).
    expect(parse("Ann\u200DMarie's anvil").data).toBe("Ann\u200DMarie's anvil");
  });

  it("empty and whitespace-only text keep the field's own message, not the invisible-text one", () => {
    expect(messagesOf(messageBodySchema.safeParse("  \n "))).toEqual(["Write a message first."]);
    expect(messagesOf(updateProfileSchema.safeParse({ name: "\u3000 " }))).toEqual(["Enter your name."]);
    expect(messagesOf(classFields.title.safeParse(""))).toEqual(["Give the class a title of at least 5 characters."]);
  });

  it("stripBidiControls removes exactly U+202A-U+202E and U+2066-U+2069", () => {
    expect(stripBidiControls(`a${bidi.join("")}b`)).toBe("ab");
    const neighbours = "\u2029\u202F\u2065\u206A\u200E\u200F";
    expect(stripBidiControls(neighbours)).toBe(neighbours);
  });
});
