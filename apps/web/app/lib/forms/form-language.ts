import { englishSay, inLanguage, type Say } from "@guildforge/contracts";
import type { I18n } from "@lingui/core";

/**
 * The contracts' validation texts (`/*i18n*\/` descriptors: the map's in `shell`, the schemas' own
 * in `forms`) through a page's Lingui instance. A text whose catalog the page did not load reads
 * in English, as the schema wrote it (never an uncompiled message).
 */
export const sayWith =
  (i18n: I18n): Say =>
  (text, values) =>
    Object.hasOwn(i18n.messages, text.id)
      ? i18n._(text.id, values, { message: text.message })
      : englishSay(text, values);

/**
 * A form's synchronous parse with the one zod message map wording its issues in the page's
 * language (issue 39): in the browser as the person types, in the route action on the server.
 */
export function parseInLanguage<T>(i18n: I18n, parse: () => T): T {
  return inLanguage(sayWith(i18n), i18n.locale, parse);
}
