/**
 * What a path under /classes/ names (DOMAIN.md): a class id is a positive integer optionally
 * followed by "-slug" ("42" or "42-intro-to-knife-making"); a location is one or more segments
 * that never start with a digit ("us/oregon/portland"). Anything else names nothing.
 */
export type ClassPath =
  | { kind: "class"; id: number; slug: string | null }
  | { kind: "location"; segments: string[] }
  | { kind: "none" };

const classSegment = /^([1-9]\d{0,15})(?:-([a-z0-9]+(?:-[a-z0-9]+)*))?$/;
const locationSegment = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export function parseClassPath(splat: string | undefined): ClassPath {
  const segments = (splat ?? "").split("/").filter((s) => s !== "");
  if (segments.length === 0) return { kind: "none" };
  const asClass = segments.length === 1 ? classSegment.exec(segments[0] ?? "") : null;
  if (asClass) {
    const id = Number(asClass[1]);
    return Number.isSafeInteger(id) ? { kind: "class", id, slug: asClass[2] ?? null } : { kind: "none" };
  }
  if (segments.every((s) => locationSegment.test(s))) return { kind: "location", segments };
  return { kind: "none" };
}

/** True when a single path segment is a class id (with or without its slug). */
export function isClassIdSegment(segment: string | undefined): boolean {
  return parseClassPath(segment).kind === "class" && !(segment ?? "").includes("/");
}

/** "us/oregon/portland" -> "Portland, Oregon, US" for headings until locations carry names. */
export function locationLabel(segments: string[]): string {
  return [...segments]
    .reverse()
    .map((s) =>
      s.length <= 3
        ? s.toUpperCase()
        : s
            .split("-")
            .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
            .join(" "),
    )
    .join(", ");
}
