import * as contracts from "@guildforge/contracts";
import {
  englishSay,
  inLanguage,
  localizedIssueMessage,
  registeredSchemaMessages,
  type Say,
} from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { type ServerLanguage, translate } from "./server-i18n.ts";

/**
 * Issue 39: the contracts' schemas' own messages (`schemaMessage`) read in German and French, with
 * the server's real catalog: every registered text has its translation, and nothing a schema
 * produces in a German or French parse is left in English.
 */
const say =
  (language: ServerLanguage): Say =>
  (text, values) =>
    translate(language, text, values);

const registered = [...registeredSchemaMessages()];

const schemas = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] =>
    entry[0].endsWith("Schema") && typeof (entry[1] as { safeParse?: unknown }).safeParse === "function",
);
const junk: unknown[] = [undefined, null, "", " ", "x", "\u0000", -1, 0, 1.5, 2 ** 40, true, [], [""], {}];

/** Every message of every schema for wrong values, field by field, as `messagesFor` in the contracts' walk. */
function messagesIn(schema: z.ZodType, language: ServerLanguage): string[] {
  const def = (schema as unknown as { _zod: { def: { shape?: Record<string, unknown>; in?: z.ZodType } } })._zod.def;
  const shape =
    def.shape ?? (def.in as unknown as { _zod?: { def: { shape?: Record<string, unknown> } } })?._zod?.def.shape;
  const inputs = [...junk, ...Object.keys(shape ?? {}).flatMap((key) => junk.map((value) => ({ [key]: value })))];
  return inLanguage(say(language), language, () =>
    inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []),
  );
}

describe("the schemas' own messages in German and French", () => {
  it("registers the contracts' messages", () => {
    expect(registered.length).toBeGreaterThan(150);
  });

  it.each(["de", "fr"] as const)("has each in %s, not the English", (language) => {
    const untranslated = registered
      .filter(([english, { text, values }]) => translate(language, text, values) === english)
      .map(([english]) => english);
    expect(untranslated).toEqual([]);
  });

  it.each(["de", "fr"] as const)(
    "a %s parse of every contract writes no registered English",
    (language) => {
      const english = new Set(registered.map(([text]) => text));
      const left = schemas.flatMap(([name, schema]) =>
        messagesIn(schema, language)
          .filter((m) => english.has(m))
          .map((m) => `${name}: ${m}`),
      );
      expect(left).toEqual([]);
    },
    60_000,
  );

  it("words an English schema message of a finished issue again (the 422's path)", () => {
    const issue = contracts.annotationsSchema.safeParse(Array.from({ length: 51 }, () => ({}))).error?.issues[0];
    expect(issue?.message).toBe("Draw at most 50 rectangles.");
    expect(issue && localizedIssueMessage(issue, say("de"), "de")).toBe("Zeichne höchstens 50 Rechtecke.");
    expect(issue && localizedIssueMessage(issue, say("fr"), "fr")).toBe("Dessinez au plus 50 rectangles.");
    expect(localizedIssueMessage({ message: "Not a schema's text." }, say("de"), "de")).toBe("Not a schema's text.");
  });

  it("fills a message's values in English as before", () => {
    const [, entry] = registered.find(([text]) => text.startsWith("Choose a date between")) ?? [];
    expect(entry && englishSay(entry.text, entry.values)).toBe("Choose a date between 2000 and 2099.");
    expect(entry && translate("de", entry.text, entry.values)).toBe("Wähle ein Datum zwischen 2000 und 2099.");
  });
});
