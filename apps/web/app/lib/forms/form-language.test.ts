import { readFileSync } from "node:fs";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { createClassSchema } from "@guildforge/contracts";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readPo } from "../../../../../scripts/i18n-catalogs.ts";
import { parseInLanguage } from "./form-language";

/** A page's Lingui instance with its `shell` catalog, as AppI18nProvider builds it. */
function pageI18n(language: "en" | "de" | "fr") {
  const file = path.resolve(import.meta.dirname, `../../locales/${language}/shell.po`);
  const english = readPo(readFileSync(path.resolve(import.meta.dirname, "../../locales/en/shell.po"), "utf8"));
  const own = readPo(readFileSync(file, "utf8"));
  const messages = Object.fromEntries([...english].map(([id, source]) => [id, own.get(id) || source || id]));
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a form's check in the page's language (issue 39)", () => {
  const schema = z.object({
    title: z.string().min(5),
    capacity: z.coerce.number().int().max(40),
    email: z.email(),
  });
  const sent = form({ title: "ab", capacity: "99", email: "nope" });
  const errorsIn = (language: "en" | "de" | "fr") =>
    parseInLanguage(pageI18n(language), () => parseWithZod(sent, { schema }).reply().error);

  it("words the browser's messages in German", () => {
    expect(errorsIn("de")).toEqual({
      title: ["„Titel“ braucht mindestens 5 Zeichen."],
      capacity: ["„Anzahl der Plätze“ darf höchstens 40 sein."],
      email: ["Gib eine gültige E-Mail-Adresse ein."],
    });
  });

  it("words them in French", () => {
    expect(errorsIn("fr")).toEqual({
      title: ["«\u00a0Titre\u00a0» doit compter au moins 5 caractères."],
      capacity: ["«\u00a0Nombre de places\u00a0» doit valoir au plus 40."],
      email: ["Saisissez une adresse e-mail valide."],
    });
  });

  it("keeps English exactly as the map writes it, and English again after a German parse", () => {
    const english = {
      title: ["Title needs at least 5 characters."],
      capacity: ["Number of seats must be 40 or less."],
      email: ["Enter a valid email address."],
    };
    expect(errorsIn("en")).toEqual(english);
    errorsIn("de");
    expect(parseWithZod(sent, { schema }).reply().error).toEqual(english);
  });

  it("words a contract's missing field", () => {
    // zod words an issue when it is first read: inside the parse's language.
    const title = parseInLanguage(pageI18n("fr"), () =>
      createClassSchema.safeParse({}).error?.issues.find((i) => i.path.join(".") === "title"),
    );
    expect(title?.message).toBe("«\u00a0Titre\u00a0» est obligatoire.");
  });
});
