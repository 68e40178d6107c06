/**
 * Forge art for the seeded articles' covers: an ember-lit anvil scene with one motif per article,
 * drawn as a 1600x900 SVG with no text (rendered to WebP by writeSeedImage). Ours, free to use.
 */
const motifs = {
  goggles: `<ellipse cx="690" cy="300" rx="110" ry="80" fill="#1d2a33" stroke="#c9d3d8" stroke-width="18"/><ellipse cx="910" cy="300" rx="110" ry="80" fill="#1d2a33" stroke="#c9d3d8" stroke-width="18"/><rect x="790" y="285" width="20" height="30" fill="#c9d3d8"/>`,
  hammer: `<rect x="640" y="170" width="320" height="110" rx="18" fill="#2a2a2a" transform="rotate(-18 800 225)"/><rect x="770" y="230" width="56" height="330" rx="20" fill="#7a5234" transform="rotate(-18 800 225)"/>`,
  knife: `<path d="M520 300 L1140 210 Q1200 205 1160 250 L600 350 Z" fill="#e6e1d8"/><rect x="410" y="300" width="130" height="56" rx="18" fill="#5b3a29" transform="rotate(-8 470 330)"/>`,
  oil: `<path d="M720 160 L880 160 L900 260 L700 260 Z" fill="#3b2f24"/><rect x="690" y="260" width="220" height="170" rx="26" fill="#4a3b2c"/><circle cx="1000" cy="300" r="26" fill="#d9a441"/>`,
  horseshoe: `<path d="M680 140 Q800 40 920 140 L920 420 L860 420 L860 170 Q800 120 740 170 L740 420 L680 420 Z" fill="#3a3a3a"/>`,
  scroll: `<path d="M800 430 L800 300 Q800 170 920 170 Q1020 170 1020 260 Q1020 330 950 330 Q895 330 895 275" fill="none" stroke="#1e1e1e" stroke-width="26"/><path d="M800 350 Q800 240 690 240 Q610 240 610 310 Q610 365 665 365" fill="none" stroke="#1e1e1e" stroke-width="26"/>`,
  hook: `<path d="M800 140 L800 330 Q800 420 720 420 Q660 420 660 360" fill="none" stroke="#262626" stroke-width="34" stroke-linecap="round"/><circle cx="800" cy="130" r="26" fill="none" stroke="#262626" stroke-width="14"/>`,
  ring: `<circle cx="800" cy="290" r="120" fill="none" stroke="#d9b45a" stroke-width="40"/><circle cx="800" cy="160" r="30" fill="#b83a2b"/>`,
} as const;
export type CoverMotif = keyof typeof motifs;

/** Sparks: a fixed pseudo-random spray from the anvil face (deterministic per seed). */
function sparks(seed: number): string {
  let x = seed;
  const next = () => {
    x = (x * 9301 + 49297) % 233280;
    return x / 233280;
  };
  return Array.from({ length: 36 }, () => {
    const cx = 560 + next() * 480;
    const cy = 360 + next() * 240;
    const r = 2 + next() * 5;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(1)}" fill="hsl(${30 + next() * 25},100%,${60 + next() * 25}%)"/>`;
  }).join("");
}

export function articleCoverSvg(motif: CoverMotif, hue: number, seed: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><radialGradient id="g" cx="50%" cy="70%" r="85%"><stop offset="0" stop-color="hsl(${hue},95%,55%)"/><stop offset="0.4" stop-color="hsl(${hue - 10},80%,28%)"/><stop offset="1" stop-color="hsl(${hue - 18},35%,7%)"/></radialGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>
<rect x="0" y="820" width="1600" height="80" fill="#120d0a"/>
<path d="M470 520 L1130 520 Q1180 520 1200 560 L1240 600 L980 600 L940 700 L1000 820 L600 820 L660 700 L620 600 L420 600 Q450 560 470 520 Z" fill="#1b1714"/>
<rect x="470" y="505" width="660" height="24" rx="6" fill="#2c2622"/>
${sparks(seed)}${motifs[motif]}</svg>`;
}
