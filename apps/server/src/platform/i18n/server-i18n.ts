import { readFileSync } from "node:fs";
import { type I18n, setupI18n } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";

/** The languages people read Guildforge in (the web's `languages`; `users.language`'s values). */
export const serverLanguages = ["en", "de", "fr"] as const;
export type ServerLanguage = (typeof serverLanguages)[number];

export const isServerLanguage = (value: unknown): value is ServerLanguage =>
  typeof value === "string" && (serverLanguages as readonly string[]).includes(value);

/** A text of the server's, written where it is used as `/*i18n*\/ { id, message }` (extracted by `lingui extract`). */
export interface ServerText {
  id: string;
  message: string;
}

/** Values put into a text's placeholders: people's content (names, titles) and numbers. */
export type TextValues = Record<string, string | number>;

/** A text to render later, in the reader's language: what a notification stores instead of English. */
export interface TextRef {
  id: string;
  values?: TextValues;
}

const catalogDir = new URL("../../../locales/", import.meta.url);
const instances = new Map<ServerLanguage, I18n>();

/** The language's messages from `locales/{language}/server.po`; a message without a translation is English. */
function load(language: ServerLanguage): I18n {
  const parse = (lang: string) =>
    formatter().parse(readFileSync(new URL(`${lang}/server.po`, catalogDir), "utf8"), {} as never) as Record<
      string,
      { message?: string; translation?: string }
    >;
  const english = parse("en");
  const own = language === "en" ? english : parse(language);
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(english)) {
    messages[id] = own[id]?.translation || entry.translation || entry.message || id;
  }
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/** One Lingui instance per language, each fixed to it: nothing per request is kept at module level. */
function i18nFor(language: ServerLanguage): I18n {
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
  const lang = isServerLanguage(language) ? language : "en";
  const all = values ?? ("values" in text ? text.values : undefined);
  return i18nFor(lang)._(text.id, all, "message" in text ? { message: text.message } : undefined);
}

/** Does the catalog have this text (a stored reference may name one a later version removed)? */
export function hasText(id: string): boolean {
  return Object.hasOwn(i18nFor("en").messages, id);
}

/** A reference to render later: the text's id and its values, as stored with a notification. */
export const textRef = (text: ServerText, values?: TextValues): TextRef =>
  values ? { id: text.id, values } : { id: text.id };
