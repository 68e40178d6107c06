import { type ThemeSlug, themeSlugs } from "@guildforge/contracts";
import { demoInstructor, type SeedInstructor, seedInstructors } from "./catalog.ts";
import { type SeedVenue, seedVenues } from "./places.ts";

/** Who teaches demo class n, where, and whether it is already over. */
export interface ClassAssignment {
  n: number;
  theme: ThemeSlug;
  instructor: SeedInstructor;
  venue: SeedVenue;
  past: boolean;
}

/** Every demo instructor, the demo account first. */
export const allSeedInstructors: SeedInstructor[] = [demoInstructor, ...seedInstructors];

/** Demo classes that are cancelled or still drafts (neither past nor upcoming to a visitor). */
export const hiddenClassNumbers = new Set([13, 27, 44, 58, 59]);

/**
 * Deterministic plan of the demo classes (decision 370): class n has theme n % 6; it goes to the
 * instructor of that theme with the fewest visible classes of it so far, at a forge in the instructor's own city (its forges
 * in turn). Each instructor's first visible class is over, the rest are upcoming: everyone
 * shows past and upcoming classes on their profile.
 */
export function planClasses(count: number): ClassAssignment[] {
  const visibleCount = new Map<string, number>();
  const perInstructor = new Map<string, number>();
  const plan: ClassAssignment[] = [];
  for (let n = 0; n < count; n++) {
    const theme = themeSlugs[n % themeSlugs.length] as ThemeSlug;
    const teachers = allSeedInstructors.filter((i) => i.themes.includes(theme));
    // The teacher with the fewest visible classes of this theme, then the fewest in all (first listed on a tie).
    const score = (i: SeedInstructor) =>
      (visibleCount.get(`${i.slug}/${theme}`) ?? 0) * 1000 + (visibleCount.get(i.slug) ?? 0);
    const instructor = teachers.reduce<SeedInstructor | undefined>(
      (best, i) => (best === undefined || score(i) < score(best) ? i : best),
      undefined,
    );
    if (!instructor) throw new Error(`No demo instructor teaches ${theme}.`);
    if (!hiddenClassNumbers.has(n)) {
      for (const key of [instructor.slug, `${instructor.slug}/${theme}`])
        visibleCount.set(key, (visibleCount.get(key) ?? 0) + 1);
    }
    const forges = seedVenues.filter((v) => v.city === instructor.city);
    const j = perInstructor.get(instructor.slug) ?? 0;
    perInstructor.set(instructor.slug, j + 1);
    const venue = forges[j % forges.length];
    if (!venue) throw new Error(`No demo forge in ${instructor.city}.`);
    plan.push({ n, theme, instructor, venue, past: false });
  }
  for (const i of allSeedInstructors) {
    const first = plan.find((a) => a.instructor === i && !hiddenClassNumbers.has(a.n));
    if (first) first.past = true;
  }
  return plan;
}
