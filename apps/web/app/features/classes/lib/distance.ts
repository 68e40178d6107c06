import { remembered } from "../../../boot/format-seed/format-seed";

/** "850 m away", "4.2 km away", "37 km away": how far a class is from the visitor (sort=nearest). */
export function distanceLabel(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m away`;
  return `${km < 10 ? km.toFixed(1) : Math.round(km).toLocaleString("en-US")} km away`;
}

/**
 * The distance itself in the reader's locale, for a translated "{distance} away": "850 m",
 * "4.2 km" ("4,2 km" in German), "1,520 km". Seeded (decision 470): hydration builds no Intl format.
 */
export function distanceAmount(km: number, locale: string): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  const digits = km < 10 ? 1 : 0;
  const value = km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
  const text = remembered(`km|${locale}|${value}`, () =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value),
  );
  return `${text} km`;
}
