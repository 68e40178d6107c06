import type { LocationKind } from "@guildforge/contracts";

/** A place a sentence names: its stored name (people's English words), what it is, and its path (`us/oregon`). */
export type PhrasePlace = { name: string; kind: LocationKind; path: string };

/**
 * "in {place}" in the reader's language: the preposition (with its article) and the name. French
 * chooses by the place: "à Portland" (a city), "en Oregon", "au Texas" (a region: "au" before a
 * masculine name that starts with a consonant, else "en"), "aux États-Unis" (a country, in French).
 * German says "in Oregon" and names the countries that take an article in the dative ("in den USA",
 * "in der Schweiz"); English says "in the United States". A country's own words come from the
 * table below, else from `Intl.DisplayNames` by its ISO code (its path, or the code whose English
 * name is the stored one), with the preposition its name takes (`ownName: false`); every other name
 * is the stored one (`ownName: true`: people's content, marked as such where it shows).
 */
export type PlacePhrase = { before: string; name: string; ownName: boolean };

/** Countries by their path (ISO code): the French preposition and name, the German ones. */
const countries: Record<string, { fr: [string, string]; de: [string, string]; en?: string }> = {
  us: { fr: ["aux", "États-Unis"], de: ["in den", "USA"], en: "in the" },
  gb: { fr: ["au", "Royaume-Uni"], de: ["im", "Vereinigten Königreich"], en: "in the" },
  uk: { fr: ["au", "Royaume-Uni"], de: ["im", "Vereinigten Königreich"], en: "in the" },
  ae: { fr: ["aux", "Émirats arabes unis"], de: ["in den", "Vereinigten Arabischen Emiraten"], en: "in the" },
  ca: { fr: ["au", "Canada"], de: ["in", "Kanada"] },
  de: { fr: ["en", "Allemagne"], de: ["in", "Deutschland"] },
  fr: { fr: ["en", "France"], de: ["in", "Frankreich"] },
  ie: { fr: ["en", "Irlande"], de: ["in", "Irland"] },
  au: { fr: ["en", "Australie"], de: ["in", "Australien"] },
  nz: { fr: ["en", "Nouvelle-Zélande"], de: ["in", "Neuseeland"] },
  at: { fr: ["en", "Autriche"], de: ["in", "Österreich"] },
  ch: { fr: ["en", "Suisse"], de: ["in der", "Schweiz"] },
  nl: { fr: ["aux", "Pays-Bas"], de: ["in den", "Niederlanden"], en: "in the" },
  be: { fr: ["en", "Belgique"], de: ["in", "Belgien"] },
  it: { fr: ["en", "Italie"], de: ["in", "Italien"] },
  es: { fr: ["en", "Espagne"], de: ["in", "Spanien"] },
  pt: { fr: ["au", "Portugal"], de: ["in", "Portugal"] },
  se: { fr: ["en", "Suède"], de: ["in", "Schweden"] },
  no: { fr: ["en", "Norvège"], de: ["in", "Norwegen"] },
  dk: { fr: ["au", "Danemark"], de: ["in", "Dänemark"] },
  fi: { fr: ["en", "Finlande"], de: ["in", "Finnland"] },
  pl: { fr: ["en", "Pologne"], de: ["in", "Polen"] },
  cz: { fr: ["en", "Tchéquie"], de: ["in", "Tschechien"] },
  mx: { fr: ["au", "Mexique"], de: ["in", "Mexiko"] },
  jp: { fr: ["au", "Japon"], de: ["in", "Japan"] },
};

/**
 * Regions whose French name is masculine and starts with a consonant ("au Texas", "au Québec"),
 * by their stored English name; every other region takes "en" ("en Oregon", "en Californie",
 * "en Bavière"). A few say "dans l'État de" (to tell the state from its city) or "à" (islands).
 */
const masculineRegions = new Set([
  "texas",
  "colorado",
  "nevada",
  "montana",
  "kansas",
  "kentucky",
  "maine",
  "michigan",
  "minnesota",
  "mississippi",
  "missouri",
  "nebraska",
  "new hampshire",
  "new jersey",
  "new mexico",
  "tennessee",
  "vermont",
  "wisconsin",
  "wyoming",
  "connecticut",
  "delaware",
  "maryland",
  "massachusetts",
  "north dakota",
  "south dakota",
  "rhode island",
  "quebec",
  "québec",
  "manitoba",
  "new brunswick",
  "nunavut",
  "yukon",
  "tyrol",
  "tirol",
  "baden-württemberg",
  "schleswig-holstein",
  "brandenburg",
  "mecklenburg-vorpommern",
  "saarland",
  "berlin",
  "hamburg",
  "bremen",
  "pays de galles",
  "wales",
]);
const frenchRegionSpecial: Record<string, string> = {
  washington: "dans l'État de",
  "new york": "dans l'État de",
  hawaii: "à",
};

const startsWithVowel = (name: string) => /^[aeiouyàâäéèêëîïôöûüœ]/i.test(name.normalize("NFC"));

/**
 * Countries outside the table, by ISO code: French names said with "à" (islands and city states),
 * plural ones ("aux Philippines") and masculine ones ending in "e" ("au Cambodge"); German names
 * with an article in the dative ("im Iran", "in den Philippinen"; "in der Türkei" by its ending).
 */
const frenchAt = new Set([
  "sg",
  "mc",
  "cu",
  "mg",
  "mt",
  "cy",
  "ht",
  "bh",
  "mu",
  "tw",
  "hk",
  "mo",
  "dj",
  "sm",
  "ad",
  "bn",
  "pr",
  "jm",
  "tt",
]);
const plural = new Set(["ph", "bs", "mv", "sc", "km", "sb", "mh", "fo", "ky", "ck", "vg", "vi", "tc", "fk", "um"]);
const frenchMasculineE = new Set(["kh", "mz", "zw", "sr"]);
const germanMasculine = new Set(["ir", "iq", "lb", "sd", "ss", "ye", "td", "ne", "sn", "cg", "cd", "om", "va"]);
const notCountries = new Set(["zz", "eu", "ez", "un", "qo", "xa", "xb"]);

/** The country's ISO code: its path when that is one, else the code whose English name is the stored one. */
function countryCode(path: string, name: string): string | null {
  const code = path.toLowerCase();
  if (/^[a-z]{2}$/.test(code) && !notCountries.has(code) && regionName("en", code)) return code;
  return codeOfEnglishName(name);
}

const displayNames = new Map<string, Intl.DisplayNames | null>();
function regionName(lang: string, code: string): string | null {
  let names = displayNames.get(lang);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(lang, { type: "region", fallback: "none" });
    } catch {
      names = null;
    }
    displayNames.set(lang, names);
  }
  try {
    return names?.of(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

let englishNames: Map<string, string> | null = null;
function codeOfEnglishName(name: string): string | null {
  if (!englishNames) {
    englishNames = new Map();
    const letters = "abcdefghijklmnopqrstuvwxyz";
    for (const a of letters)
      for (const b of letters) {
        const code = a + b;
        const english = notCountries.has(code) ? null : regionName("en", code);
        if (english && !englishNames.has(english.toLowerCase())) englishNames.set(english.toLowerCase(), code);
      }
  }
  return englishNames.get(name.trim().toLowerCase()) ?? null;
}

/** A country outside the table, named in French or German with the preposition its name takes. */
function namedCountry(lang: "fr" | "de", place: PhrasePlace): PlacePhrase | null {
  const code = countryCode(place.path, place.name);
  const name = code ? regionName(lang, code) : null;
  if (!code || !name) return null;
  if (lang === "de") {
    const before = plural.has(code)
      ? "in den"
      : germanMasculine.has(code)
        ? "im"
        : /(ei|republik)$/i.test(name) || code === "ua"
          ? "in der"
          : "in";
    return { before, name, ownName: false };
  }
  const first = name.split(" ")[0] ?? name;
  const before = frenchAt.has(code)
    ? "à"
    : plural.has(code) || /^Îles?\b/.test(name)
      ? "aux"
      : startsWithVowel(name)
        ? "en"
        : first.endsWith("e") && !frenchMasculineE.has(code)
          ? "en"
          : "au";
  return { before, name, ownName: false };
}

export function placePhrase(language: string, place: PhrasePlace): PlacePhrase {
  const lang = language.slice(0, 2);
  const own = (before: string): PlacePhrase => ({ before, name: place.name, ownName: true });
  const country = place.kind === "country" ? countries[place.path.toLowerCase()] : undefined;
  const named = () => (place.kind === "country" && (lang === "fr" || lang === "de") ? namedCountry(lang, place) : null);
  if (lang === "fr") {
    if (country) return { before: country.fr[0], name: country.fr[1], ownName: false };
    const other = named();
    if (other) return other;
    if (place.kind === "city") return own("à");
    const key = place.name.trim().toLowerCase();
    const special = frenchRegionSpecial[key];
    if (special) return own(special);
    return own(!startsWithVowel(key) && masculineRegions.has(key) ? "au" : "en");
  }
  if (lang === "de") {
    if (country) return { before: country.de[0], name: country.de[1], ownName: false };
    return named() ?? own("in");
  }
  return own(country?.en ?? "in");
}

/** The phrase as plain text ("en Oregon"), for a title, a description or a label. */
export function inPlaceText(language: string, place: PhrasePlace): string {
  const { before, name } = placePhrase(language, place);
  return before.endsWith("'") ? `${before}${name}` : `${before} ${name}`;
}
