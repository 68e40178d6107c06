/** The minimum age as people read it: "16+", or "No age limit" when the class sets none (0). */
export function ageLimitLabel(minAge: number): string {
  return minAge > 0 ? `${minAge}+` : "No age limit";
}
