import { readFileSync } from "node:fs";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { peopleDay, peopleTime } from "../people-time.ts";

/** The languages people read Guildforge in (the web's `languages`; `users.language`'s values). */
export const serverLanguages = ["en", "de", "fr"] as const;
export type ServerLanguage = (typeof serverLanguages)[number];

export const isServerLanguage = (value: unknown): value is ServerLanguage =>
  typeof value === "string" && (serverLanguages as readonly string[]).includes(value);

/**
 * The pseudo-locale (every text accented, "Ćĺàśś"), which the untranslated-text walk reads pages in
 * (e2e/i18n-untranslated.once.spec.ts; the web's `pseudo`). Served only by a server started with
 * I18N_PSEUDO=1; otherwise "pseudo" is an unknown language (English).
 */
export const pseudoLanguage = "pseudo";
export const pseudoLanguageEnabled = (): boolean => process.env.I18N_PSEUDO === "1";
type CatalogLanguage = ServerLanguage | typeof pseudoLanguage;

/**
 * Lingui's compiler of catalogs, which accents the pseudo-locale's texts as the web's build does
 * (@lingui/vite-plugin): loaded only where the pseudo-locale is served (it is a dev dependency).
 */
const compileCatalog = pseudoLanguageEnabled() ? (await import("@lingui/cli/api")).createCompiledCatalog : null;

/** A text of the server's, written where it is used as `/*i18n*\/ { id, message }` (extracted by `lingui extract`). */
export interface ServerText {
  id: string;
  message: string;
}

/**
 * A moment a text names (a refusal's "at ..."), written only when the text is rendered: in the
 * reader's language and the place's time zone (`peopleTime`; `as: "day"` for the day alone,
 * `peopleDay`). Plain JSON, so a stored reference keeps it.
 */
export interface TimeValue {
  time: string;
  zone: string | null;
  as?: "day";
}

/** A moment in a place's zone, rendered in the reader's language (`{at}` in a text). */
export const momentValue = (at: Date, zone: string | null): TimeValue => ({ time: at.toISOString(), zone });
/** A day in a place's zone, rendered in the reader's language. */
export const dayValue = (at: Date, zone: string | null): TimeValue => ({ time: at.toISOString(), zone, as: "day" });

/** Values put into a text's placeholders: people's content (names, titles), numbers and moments. */
export type TextValues = Record<string, string | number | TimeValue>;

/** The values with each moment written in `language`. */
function written(values: TextValues | undefined, language: string): Record<string, string | number> | undefined {
  if (!values) return values;
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "object") out[name] = value;
    else {
      const at = new Date(value.time);
      out[name] = value.as === "day" ? peopleDay(at, value.zone, language) : peopleTime(at, value.zone, language);
    }
  }
  return out;
}

/** A text to render later, in the reader's language: what a notification stores instead of English. */
export interface TextRef {
  id: string;
  values?: TextValues;
}

const catalogDir = new URL("../../../locales/", import.meta.url);
/** The English source of each text (`en/server.po`), read with the English catalog. */
const englishSources = new Map<string, string>();
const instances = new Map<CatalogLanguage, I18n>();

/** The language's messages from `locales/{language}/server.po`; a message without a translation is English. */
function load(language: CatalogLanguage): I18n {
  const parse = (lang: string) =>
    formatter().parse(readFileSync(new URL(`${lang}/server.po`, catalogDir), "utf8"), {} as never) as Record<
      string,
      { message?: string; translation?: string }
    >;
  const english = parse("en");
  if (englishSources.size === 0)
    for (const [id, entry] of Object.entries(english)) englishSources.set(id, entry.translation || entry.message || id);
  const own = language === "en" ? english : parse(language);
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(english)) {
    messages[id] = own[id]?.translation || entry.translation || entry.message || id;
  }
  if (language === pseudoLanguage) return pseudoI18n(messages);
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/** The pseudo-locale's instance: each English text accented, in English grammar (plurals). */
function pseudoI18n(english: Record<string, string>): I18n {
  if (!compileCatalog) throw new Error("the pseudo-locale is served only where I18N_PSEUDO=1");
  const { source, errors } = compileCatalog(pseudoLanguage, english, {
    pseudoLocale: pseudoLanguage,
    namespace: "json",
  });
  if (errors.length) throw new Error(`the pseudo-locale does not compile: ${errors.map((e) => e.id).join(", ")}`);
  const { messages } = JSON.parse(source) as { messages: Messages };
  return setupI18n({ locale: "en", messages: { en: messages } });
}

/** One Lingui instance per language, each fixed to it: nothing per request is kept at module level. */
function i18nFor(language: CatalogLanguage): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = load(language);
    instances.set(language, i18n);
  }
  return i18n;
}

/** A text in the given language (English when the language is unknown or the text has no translation). */
export function translate(
  language: string | null | undefined,
  text: ServerText | TextRef,
  values?: TextValues,
): string {
  const lang = isServerLanguage(language)
    ? language
    : language === pseudoLanguage && pseudoLanguageEnabled()
      ? pseudoLanguage
      : "en";
  const all = written(values ?? ("values" in text ? text.values : undefined), lang);
  return i18nFor(lang)._(text.id, all, {
    ...("message" in text ? { message: text.message } : {}),
    formats: formatsOf(all),
  });
}

/**
 * The named formats a text may use, in the reader's language: `{amount, number, money}` is an amount
 * in the currency of the value `currency` (major units: 85.5 is $85.50; a whole amount without
 * ".00", as the pages' prices), `{paid_on, date, day}` a calendar day (YYYY-MM-DD) written out.
 */
function formatsOf(
  values: TextValues | undefined,
): Record<string, Intl.NumberFormatOptions | Intl.DateTimeFormatOptions> {
  const day: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };
  const currency = values?.currency;
  // Without a currency (a text's sample values) the amount is a plain number, never a refusal.
  if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency)) return { day, money: { maximumFractionDigits: 2 } };
  const money: Intl.NumberFormatOptions = { style: "currency", currency, trailingZeroDisplay: "stripIfInteger" };
  return { day, money };
}

/** Does the catalog have this text (a stored reference may name one a later version removed)? */
export function hasText(id: string): boolean {
  return Object.hasOwn(i18nFor("en").messages, id);
}

/** A reference to render later: the text's id and its values, as stored with a notification. */
export const textRef = (text: ServerText, values?: TextValues): TextRef =>
  values ? { id: text.id, values } : { id: text.id };

/**
 * The names of a text's plain `{name}` placeholders, whose values show as they are (a class title, a
 * person's name), unlike a `select`'s or a `plural`'s, which only choose words.
 */
export function plainPlaceholders(id: string): string[] {
  i18nFor("en");
  const names: string[] = [];
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      if (token.length === 1) names.push(String(token[0]));
      const cases = token[2];
      if (cases && typeof cases === "object") for (const branch of Object.values(cases)) walk(branch);
    }
  };
  walk(compileMessage(englishSources.get(id) ?? ""));
  return names;
}
