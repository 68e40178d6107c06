import { inLanguage, type Say } from "@guildforge/contracts";
import type { I18n } from "@lingui/core";

/** The contracts' validation texts (`/*i18n*\/` descriptors in the `shell` catalog) through a page's Lingui instance. */
export const sayWith =
  (i18n: I18n): Say =>
  (text, values) =>
    i18n._(text.id, values, { message: text.message });

/**
 * A form's synchronous parse with the one zod message map wording its issues in the page's
 * language (issue 39): in the browser as the person types, in the route action on the server.
 */
export function parseInLanguage<T>(i18n: I18n, parse: () => T): T {
  return inLanguage(sayWith(i18n), i18n.locale, parse);
}
