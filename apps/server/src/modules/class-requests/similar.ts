/** Words too common in class titles to say two requests are about the same thing. */
const stopWords = new Set([
  "the",
  "and",
  "for",
  "with",
  "from",
  "into",
  "your",
  "our",
  "class",
  "classes",
  "course",
  "workshop",
  "intro",
  "introduction",
  "beginner",
  "beginners",
  "advanced",
  "basic",
  "basics",
  "learn",
  "learning",
  "how",
  "make",
  "making",
  "weekend",
  "day",
  "days",
  "forge",
  "forging",
  "smithing",
  "blacksmithing",
]);

/** Significant words of a title: lowercase, letters and digits, at least 3 long, a plural "s" dropped. */
export function titleWords(title: string): Set<string> {
  const words = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter((w) => w.length >= 3 && !stopWords.has(w))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") ? w.slice(0, -1) : w));
  return new Set(words);
}

export interface SimilarCandidate {
  id: number;
  title: string;
  theme: string;
}

/**
 * Requests that look like duplicates of `target` (decision 113): same theme and at least one
 * significant title word in common, most shared words first, then the oldest. Plain code, so it
 * behaves the same on PostgreSQL 15 and PGlite without extensions.
 */
export function findSimilar<C extends SimilarCandidate>(target: SimilarCandidate, candidates: C[], limit = 5): C[] {
  const mine = titleWords(target.title);
  if (mine.size === 0) return [];
  return candidates
    .filter((c) => c.id !== target.id && c.theme === target.theme)
    .map((c) => ({ c, shared: [...titleWords(c.title)].filter((w) => mine.has(w)).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.c.id - b.c.id)
    .slice(0, limit)
    .map((x) => x.c);
}
