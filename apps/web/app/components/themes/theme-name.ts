import type { ThemeSlug } from "@guildforge/contracts/theme-list";
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { themeText } from "../select-options/option-text";

/** A theme's name in the reader's language ("knife-making" -> "Knife making", "Messerschmieden"). */
export function themeLabel(i18n: I18n, slug: ThemeSlug | string): string {
  const text = themeText[slug as ThemeSlug];
  return text ? i18n._(text) : slug.replace(/-/g, " ");
}

/** `themeLabel` with the page's Lingui instance, for components. */
export function useThemeName(): (slug: ThemeSlug | string) => string {
  const { i18n } = useLingui();
  return (slug) => themeLabel(i18n, slug);
}

/**
 * A theme's name inside a sentence ("About knife making", "Find knife making classes"):
 * lower-cased, except in German, whose nouns keep their capital ("Über Messerschmieden").
 */
export function themeInSentence(i18n: I18n, slug: ThemeSlug | string): string {
  const name = themeLabel(i18n, slug);
  return i18n.locale === "de" ? name : name.toLowerCase();
}

/** `themeInSentence` with the page's Lingui instance, for components. */
export function useThemeInSentence(): (slug: ThemeSlug | string) => string {
  const { i18n } = useLingui();
  return (slug) => themeInSentence(i18n, slug);
}
