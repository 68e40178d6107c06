import { z } from "zod";
import { schemaMessage } from "./schema-message.ts";

/** The languages Guildforge is written in (issue 39): an account may choose one. */
export const accountLanguages = ["en", "de", "fr"] as const;
export const accountLanguageSchema = z.enum(
  accountLanguages,
  schemaMessage(
    /*i18n*/ {
      id: "validation.account-settings.choose_english_deutsch_francais",
      message: "Choose English, Deutsch or Fran\u00e7ais.",
    },
  ),
);
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;
export function isAccountLanguage(value: unknown): value is AccountLanguage {
  return typeof value === "string" && (accountLanguages as readonly string[]).includes(value);
}

/** PATCH /api/user/settings: `language` null follows the browser (Accept-Language, then the `lang` cookie). */
export const updateAccountSettingsSchema = z.object({ language: accountLanguageSchema.nullable() }).strict();
export type UpdateAccountSettings = z.infer<typeof updateAccountSettingsSchema>;

export const accountSettingsSchema = z.object({ language: accountLanguageSchema.nullable() });
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
export const accountSettingsResponseSchema = z.object({ data: accountSettingsSchema });
