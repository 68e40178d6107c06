import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * The server's texts that people read (issue 39): notification titles and messages, emails, the
 * .ics and feed texts, the API's error messages, and the contracts' validation texts: the one zod
 * message map, the fields' labels and every schema's own message (packages/contracts, for its 422s
 * in the request's language). Written in the code as `/*i18n*\/ { id, message }` descriptors (no macros:
 * the server runs its TypeScript as it is) and extracted by `lingui extract` into one catalog,
 * read and compiled when the server starts (src/platform/i18n/server-i18n.ts). `pseudo` is the
 * pseudo-locale, as the web's (apps/web/lingui.config.ts): no translations of its own, each English
 * text accented when compiled, and served only where I18N_PSEUDO=1 (the untranslated-text walk).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "fr", "pseudo"],
  pseudoLocale: "pseudo",
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/server",
      include: ["<rootDir>/src/", "<rootDir>/../../packages/contracts/src/"],
      exclude: ["**/*.test.ts"],
    },
  ],
});
