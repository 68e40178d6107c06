import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { remembered } from "../boot/format-seed/format-seed";
import { useLocale } from "./locale";

/** What a price needs: the API's English text, and the amount and currency it was made from. */
export interface Priced {
  price: string;
  price_cents: number;
  currency: string;
}

const free = msg`Free`;

/**
 * A class's price in the class's currency, formatted for the reader (issue 39 point 4): "85 $" and
 * "70 €" on a German page, "85 $US" on a French one, "$85" on an English one (the API's text,
 * which is en-US). A whole amount has no ",00"; cents, when there are any, show both digits. The
 * formatted text is seeded (decision 470), so hydration builds no Intl.NumberFormat.
 */
export function formatPriceFor(locale: string, p: Pick<Priced, "price_cents" | "currency">, freeText: string): string {
  if (p.price_cents === 0) return freeText;
  return remembered(`price|${locale}|${p.currency}|${p.price_cents}`, () => {
    const digits = p.currency === "JPY" || p.currency === "KRW" ? 0 : 2;
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: p.currency,
      minimumFractionDigits: digits,
      trailingZeroDisplay: "stripIfInteger",
    }).format(p.price_cents / 10 ** digits);
  });
}

/** `price(item)`: the price in the page's language and locale; English pages keep the API's text. */
export function usePrice(): (p: Priced) => string {
  const { i18n } = useLingui();
  const locale = useLocale();
  // "Free" is a text of the page's catalog in every language (the pseudo-locale formats as English).
  return (p) =>
    p.price_cents === 0 ? i18n._(free) : i18n.locale === "en" ? p.price : formatPriceFor(locale, p, i18n._(free));
}

/**
 * An amount of money (a payment, what a seat still owes) in its currency, for the reader: "€85.50",
 * "85,50 €", "85 $US"; zero is "$0", never "Free". Seeded like prices (decision 470).
 */
export function formatMoneyFor(locale: string, cents: number, currency: string): string {
  return remembered(`money|${locale}|${currency}|${cents}`, () => {
    const digits = currency === "JPY" || currency === "KRW" ? 0 : 2;
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      trailingZeroDisplay: "stripIfInteger",
    }).format(cents / 10 ** digits);
  });
}

/** `money(cents, currency)` in the page's formatting locale. */
export function useMoney(): (cents: number, currency: string) => string {
  const locale = useLocale();
  return (cents, currency) => formatMoneyFor(locale, cents, currency);
}
