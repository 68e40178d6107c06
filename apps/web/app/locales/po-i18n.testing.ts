import { readFileSync } from "node:fs";
import path from "node:path";
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";

type PoEntry = { translation?: string; message?: string };

/**
 * For tests: says a descriptor with a catalog of `language` as a page would (the `.po` read by
 * Lingui's own format, so a message's context counts in its id as the Vite plugin's does).
 */
export async function catalogSay(language: string, catalog = "shell") {
  const i18n = await catalogI18n(language, catalog);
  return <T extends string | MessageDescriptor | undefined>(text: T): string | Exclude<T, MessageDescriptor> =>
    typeof text === "object" ? i18n._(text) : (text as Exclude<T, MessageDescriptor>);
}

/** For tests: a Lingui instance with a catalog of `language`, as a page's. */
export async function catalogI18n(language: string, catalog = "shell"): Promise<I18n> {
  const file = path.resolve(import.meta.dirname, `${language}/${catalog}.po`);
  const parse = formatter({ lineNumbers: false }).parse as (text: string, ctx: unknown) => Promise<unknown>;
  const entries = (await parse(readFileSync(file, "utf8"), { locale: language })) as Record<string, PoEntry>;
  const messages = Object.entries(entries).map(([id, e]) => [id, e.translation || e.message || id]);
  const i18n = setupI18n({ locale: language, messages: { [language]: Object.fromEntries(messages) } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}
