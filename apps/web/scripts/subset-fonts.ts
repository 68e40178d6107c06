// `npm run fonts -w apps/web`: writes the self-hosted web fonts of app/fonts (decision 341) from
// the @fontsource-variable packages: the weight-axis Latin files of Inter and Fraunces, cut down to
// the characters the site writes (harfbuzz's hb-subset through subset-font), the weights the
// stylesheet uses (400-700, an axis range) and the layout features a browser applies by default
// to Latin text (decision 477: every other feature's tables and alternate glyphs dropped),
// and fonts.css with their @font-face rules and a metric-matched local fallback for each
// (capsize's metrics: the fallback takes the same space, so the swap moves nothing; Linux has
// Arial's and Times New Roman's metric twins, Liberation and Arimo/Tinos, under their own names).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import fraunces from "@capsizecss/metrics/fraunces";
import inter from "@capsizecss/metrics/inter";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import subsetFont from "subset-font";

const out = path.resolve(import.meta.dirname, "../app/fonts");
const require = createRequire(import.meta.url);

/** Basic Latin, Latin-1, dashes, quotes, bullet, ellipsis, primes, euro, trade mark, arrows. */
export const unicodeRange = "U+0020-007E, U+00A0-00FF, U+2010-2027, U+2030-203A, U+20AC, U+2122, U+2190-2193";

function charactersOf(range: string): string {
  let text = "";
  for (const part of range.split(",")) {
    const [from, to] = part.trim().replace(/U\+/g, "").split("-");
    const start = Number.parseInt(from!, 16);
    const end = Number.parseInt(to ?? from!, 16);
    for (let c = start; c <= end; c++) text += String.fromCodePoint(c);
  }
  return text;
}

const fonts = [
  {
    family: "Inter Variable",
    pkg: "@fontsource-variable/inter",
    file: "inter-latin-wght-normal.woff2",
    out: "inter-wght.woff2",
    metrics: inter,
    fallback: arial,
    alike: ["Liberation Sans", "Arimo"],
    // Body text: no swap once the page has rendered (decision 474). A late Inter would re-shape and
    // re-lay out every paragraph after the first paint (the longest task after it); the metric twin
    // stays for this page view and the next page uses the font from the cache. Preloaded
    // (root.tsx, decision 477), so it is there for the first render.
    display: "optional",
  },
  {
    family: "Fraunces Variable",
    pkg: "@fontsource-variable/fraunces",
    file: "fraunces-latin-wght-normal.woff2",
    out: "fraunces-wght.woff2",
    metrics: fraunces,
    fallback: timesNewRoman,
    alike: ["Liberation Serif", "Tinos"],
    // Headings: preloaded (root.tsx), so it is usually there for the first render; swap keeps the brand face.
    display: "swap",
  },
];

/** The weights the stylesheet asks for (normal, medium, semibold, bold); `bolder` above 700 clamps. */
const weights = { min: 400, max: 700 } as const;

/**
 * What a browser applies to Latin text unless told otherwise (HarfBuzz's default shaping
 * features for the script). Inter's stylistic sets, character variants, tabular figures etc. are
 * never switched on by the stylesheet (no font-feature-settings), so their tables and the
 * alternate glyphs they reach go (Inter 38.8 -> 24.9 KB with the weight range).
 */
const keepFeatures = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rclt"];

const text = charactersOf(unicodeRange);
let css = "/* Written by apps/web/scripts/subset-fonts.ts (npm run fonts -w apps/web); do not edit. */\n";
for (const f of fonts) {
  const source = readFileSync(path.join(path.dirname(require.resolve(`${f.pkg}/package.json`)), "files", f.file));
  const subset = await subsetFont(source, text, {
    targetFormat: "woff2",
    keepFeatures,
    variationAxes: { wght: { ...weights, default: weights.min } },
  });
  writeFileSync(path.join(out, f.out), subset);
  console.log(`${f.out}: ${source.length} -> ${subset.length} bytes`);
  css += `@font-face {
  font-family: "${f.family}";
  font-style: normal;
  font-display: ${f.display};
  font-weight: ${weights.min} ${weights.max};
  src: url("./${f.out}") format("woff2");
  unicode-range: ${unicodeRange};
}
`;
  const { fontFaces } = createFontStack([f.metrics, f.fallback], { fontFaceFormat: "styleString" });
  css += fontFaces
    .replaceAll("'", '"')
    .replace(/font-family: "[^"]+";/, `font-family: "${f.family} Fallback";`)
    .replace(/src: ([^;]+);/, `src: $1, ${f.alike.map((n) => `local("${n}")`).join(", ")};`);
  css += "\n";
}
writeFileSync(path.join(out, "fonts.css"), css);
