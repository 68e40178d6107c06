import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Guildforge's translations (issue 39, docs/topics/i18n.md). Catalogs are split so that a page's
 * loaders send only the messages of what it shows, in the reader's language: `shell` (layout,
 * shared components, error screen, validation, toasts, the route files), `info` (the help and
 * policy pages), `forms` (the contracts' schemas' own messages, for the pages with forms) and one
 * per feature folder. Messages are extracted from the code by
 * `lingui extract` (npm run i18n:extract), never written into the catalogs by hand.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "fr", "pseudo"],
  pseudoLocale: "pseudo",
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}/{name}",
      include: ["<rootDir>/app/features/{name}/"],
    },
    {
      path: "<rootDir>/app/locales/{locale}/info",
      include: ["<rootDir>/app/routes/info/", "<rootDir>/app/components/info/"],
    },
    {
      // Every schema's own message (packages/contracts, `schemaMessage`): the forms' checks in the
      // page's language. Sent by the pages with forms only (docs/topics/i18n.md), not with `shell`.
      path: "<rootDir>/app/locales/{locale}/forms",
      include: ["<rootDir>/../../packages/contracts/src/"],
      exclude: [
        "<rootDir>/../../packages/contracts/src/validation-messages.ts",
        "<rootDir>/../../packages/contracts/src/field-labels.ts",
        "**/*.test.ts",
      ],
    },
    {
      path: "<rootDir>/app/locales/{locale}/shell",
      // The one zod message map and the fields' labels (packages/contracts) are the browser's
      // validation texts too: the server's catalog has them for its 422s.
      include: [
        "<rootDir>/app/",
        "<rootDir>/../../packages/contracts/src/validation-messages.ts",
        "<rootDir>/../../packages/contracts/src/field-labels.ts",
      ],
      exclude: ["<rootDir>/app/features/", "<rootDir>/app/routes/info/", "<rootDir>/app/components/info/"],
    },
  ],
});
