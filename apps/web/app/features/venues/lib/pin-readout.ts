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
  pin: { lat: number; lng: number } | null,
  place: { name: string; lat: number | null; lng: number | null } | null,
): string {
  if (!pin) return "No pin yet.";
  if (!place || place.lat == null || place.lng == null) return "The pin is placed.";
  const m = metresBetween(pin, { lat: place.lat, lng: place.lng });
  if (m < 50) return `The pin is at the center of ${place.name}: move the map so it sits on your forge.`;
  const distance = m < 1000 ? `${Math.round(m / 10) * 10} m` : `${(m / 1000).toFixed(m < 10_000 ? 1 : 0)} km`;
  return `The pin is ${distance} from the center of ${place.name}.`;
}
