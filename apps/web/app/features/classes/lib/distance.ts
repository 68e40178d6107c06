/** "850 m away", "4.2 km away", "37 km away": how far a class is from the visitor (sort=nearest). */
export function distanceLabel(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m away`;
  return `${km < 10 ? km.toFixed(1) : Math.round(km).toLocaleString("en-US")} km away`;
}
