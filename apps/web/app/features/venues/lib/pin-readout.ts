import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
/** How far apart two points are, in metres (haversine; plenty for "how far from the centre"). */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where the pin stands, in words a host reads (never degrees): "The pin is at the center of
 * Portland", "… 850 m from the center of Portland", "… 12.4 km from …". Without a place centre: "The pin is placed."
 */
export function pinReadout(
  i18n: I18n,
  pin: { lat: number; lng: number } | null,
  place: { name: string; lat: number | null; lng: number | null } | null,
): string {
  if (!pin) return i18n._(msg`No pin yet.`);
  if (!place || place.lat == null || place.lng == null) return i18n._(msg`The pin is placed.`);
  const m = metresBetween(pin, { lat: place.lat, lng: place.lng });
  const name = place.name;
  if (m < 50) return i18n._(msg`The pin is at the center of ${name}: move the map so it sits on your forge.`);
  // "860 m", "2.8 km" / "2,8 km": the number in the reader's locale.
  const distance =
    m < 1000
      ? new Intl.NumberFormat(i18n.locale, { style: "unit", unit: "meter" }).format(Math.round(m / 10) * 10)
      : new Intl.NumberFormat(i18n.locale, {
          style: "unit",
          unit: "kilometer",
          maximumFractionDigits: m < 10_000 ? 1 : 0,
        }).format(m / 1000);
  return i18n._(msg`The pin is ${distance} from the center of ${name}.`);
}
