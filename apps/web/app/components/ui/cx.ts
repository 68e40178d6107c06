/** Joins class names, skipping falsy values (the design system's only class helper). */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
