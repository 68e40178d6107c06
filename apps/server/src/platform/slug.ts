/**
 * The one slug function: every URL slug the server makes (people, classes, forges, articles) is
 * ASCII lowercase words joined by hyphens ("Forgé à la main!" -> "forge-a-la-main"), cut at a word
 * boundary's hyphen, never ending in one; text without letters or digits gives the caller's fallback.
 */
export function slugify(text: string, options: { maxLength: number; fallback: string }): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, options.maxLength)
    .replace(/-+$/, "");
  return slug || options.fallback;
}

/** The first free slug: base, base-2, base-3, ... given the taken ones that start with base. */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const set = new Set(taken);
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) if (!set.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The first slug `isTaken` says is free, asked in turn: base, base-2, base-3, ... */
export async function firstFreeSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
