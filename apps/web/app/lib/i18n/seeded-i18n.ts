import { I18n, type MessageDescriptor, type MessageOptions } from "@lingui/core";
import { remembered } from "../../boot/format-seed/format-seed";

type Values = NonNullable<MessageDescriptor["values"]>;
type I18nProps = ConstructorParameters<typeof I18n>[0];

/** Does formatting these values call Intl (a plural's rules, a number's or a date's format)? */
function needsIntl(values: Values | undefined): boolean {
  if (!values) return false;
  for (const v of Object.values(values)) if (typeof v === "number" || v instanceof Date) return true;
  return false;
}

/**
 * A Lingui instance whose messages with a number or a date in them go through the format seed
 * (decision 470): the server records the text it rendered and hydration prints it, so a
 * "# seats left" plural does not build `Intl.PluralRules` and `Intl.NumberFormat` while the page
 * loads. The key names the language, the message and its values, so a seed can only miss, never
 * print another text. A message with no number or date never calls Intl and is not recorded.
 */
export class SeededI18n extends I18n {
  /**
   * The page's language, which names the catalog: the pseudo-locale formats as English (`locale`
   * "en") but its texts are another catalog, so the key must say which. A plain property, not a
   * `#private` one: @lingui/react calls `_` through a Proxy of the instance, which cannot read
   * private fields.
   */
  readonly catalogKey: string;

  constructor(params: I18nProps, catalog: string) {
    super(params);
    this.catalogKey = catalog;
  }

  override _(descriptor: MessageDescriptor): string;
  override _(id: string, values?: Values, options?: MessageOptions): string;
  override _(id: string | MessageDescriptor, values?: Values, options?: MessageOptions): string {
    const all = typeof id === "string" ? values : (id.values ?? values);
    if (!needsIntl(all)) return super._(id as string, values, options);
    const key = `i18n|${this.catalogKey}|${typeof id === "string" ? id : id.id}|${JSON.stringify(all)}`;
    return remembered(key, () => super._(id as string, values, options));
  }
}

/** `catalog`: the page's language ("en", "de", "fr", "pseudo"). */
export function setupSeededI18n(params: I18nProps, catalog: string): I18n {
  return new SeededI18n(params, catalog);
}
