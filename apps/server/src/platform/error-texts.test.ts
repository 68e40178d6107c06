import { createClassSchema, localizedIssueMessage } from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, errors, validationSummary } from "./errors.ts";
import { type ServerLanguage, type ServerText, translate } from "./i18n/server-i18n.ts";

/** The server's texts through its own catalog, as the error handler renders a 422 (issue 39). */
const say = (language: ServerLanguage) => (text: ServerText, values?: Record<string, string | number>) =>
  translate(language, text, values);

const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues ?? [];

describe("the API's validation messages in the request's language", () => {
  const schema = z.object({ title: z.string().min(5), capacity: z.number().int().max(40), theme: z.enum(["a"]) });
  const issues = issuesOf(schema, { title: "ab", capacity: 99, theme: "welding" });

  it("words a 422's field messages in German and French", () => {
    expect(issues.map((i) => localizedIssueMessage(i, say("de"), "de"))).toEqual([
      "„Titel“ braucht mindestens 5 Zeichen.",
      "„Anzahl der Plätze“ darf höchstens 40 sein.",
      "Wähle bei „Thema“ einen Eintrag aus der Liste.",
    ]);
    expect(issues.map((i) => localizedIssueMessage(i, say("fr"), "fr"))).toEqual([
      "«\u00a0Titre\u00a0» doit compter au moins 5 caractères.",
      "«\u00a0Nombre de places\u00a0» doit valoir au plus 40.",
      "Pour «\u00a0Thème\u00a0», choisissez une option de la liste.",
    ]);
  });

  it("keeps English exactly as the map writes it", () => {
    expect(issues.map((i) => localizedIssueMessage(i, say("en"), "en"))).toEqual([
      "Title needs at least 5 characters.",
      "Number of seats must be 40 or less.",
      "Choose a theme from the list.",
    ]);
  });

  it("words a missing field, whatever the contract", () => {
    const missing = issuesOf(createClassSchema, {}).find((i) => i.path.join(".") === "title");
    expect(missing && localizedIssueMessage(missing, say("de"), "de")).toBe("„Titel“ muss ausgefüllt sein.");
  });

  it("says how many fields to fix in the SPEC's words, and in the reader's", () => {
    const two = { a: ["x"], b: ["y"] };
    expect(validationSummary(two)).toBe("Please fix 2 validation errors");
    expect(validationSummary({})).toBe("Please check the form for errors");
    expect(validationSummary({ a: ["Only this."] }, "de")).toBe("Only this.");
    expect(validationSummary(two, "de")).toBe("Bitte korrigiere 2 Angaben");
    expect(validationSummary(two, "fr")).toBe("Veuillez corriger 2 erreurs");
  });
});

describe("the API's error messages in the request's language", () => {
  it("renders the catalogue's messages in French and German, English unchanged", () => {
    const forbidden = errors.forbidden();
    expect(forbidden.message).toBe("You do not have permission to do that.");
    expect(forbidden.messageIn("en")).toBe("You do not have permission to do that.");
    expect(forbidden.messageIn("fr")).toBe("Vous n'avez pas l'autorisation de faire cela.");
    expect(errors.unauthenticated().messageIn("de")).toBe("Bitte melde dich an, um weiterzumachen.");
    expect(errors.rateLimited(3).message).toBe("Too many requests. Please wait a moment and try again.");
    expect(errors.rateLimited(3).messageIn("fr")).toBe("Trop de requêtes. Patientez un instant, puis réessayez.");
  });

  it("keeps a message nobody translated yet as it is, in every language", () => {
    expect(errors.notFound("Class not found.").messageIn("de")).toBe("Class not found.");
  });

  it("fills a text's values", () => {
    const text = { id: "error.validation.many", message: "Please fix {count} validation errors" };
    const error = new AppError(422, "BAD_REQUEST", text, {}, { count: 3 });
    expect(error.message).toBe("Please fix 3 validation errors");
    expect(error.messageIn("de")).toBe("Bitte korrigiere 3 Angaben");
  });
});
