import type { ImageSet } from "@guildforge/contracts";
import sharp from "sharp";
import { uploadUrl } from "../../platform/storage/upload-key.ts";
import type { UploadStorage } from "../../platform/storage/upload-storage.ts";

/**
 * Generated, text-free art for demo people and forges (decision 371): a portrait per instructor
 * and a forge front per venue, each drawn from a hash of the slug, so every one is different and
 * the same on every seed. Ours, made at seed time, free to use.
 */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  return h;
}

const pick = <T>(list: readonly T[], h: number, shift: number): T => list[(h >>> shift) % list.length] as T;

const skins = ["#f1c7a5", "#e0ac84", "#c68863", "#a86b47", "#7d4a2e", "#5a3422"] as const;
const hairs = ["#1f1a17", "#3b2a1e", "#6a4328", "#a4652f", "#c9a36b", "#8d8d8d"] as const;
const aprons = ["#5b3a29", "#3f4a3c", "#4a3f5c", "#2f3e4f", "#6b4a32"] as const;

/** A head-and-shoulders portrait in a leather apron, 256 px square. */
export function portraitSvg(slug: string): string {
  const h = hashOf(slug);
  const hue = h % 360;
  const skin = pick(skins, h, 3);
  const hair = pick(hairs, h, 7);
  const apron = pick(aprons, h, 11);
  const style = (h >>> 15) % 4;
  // Eye colour and hair style vary too; no beards (a slug says nothing about a face).
  const eyes = pick(["#2a1d17", "#3b5a7a", "#4a6b3a", "#5a3a22"], h, 19);
  const hairShape = [
    `<path d="M84 112 Q88 58 128 56 Q168 58 172 112 Q160 84 128 82 Q96 84 84 112Z" fill="${hair}"/>`,
    `<path d="M80 118 Q80 52 128 52 Q176 52 176 118 L176 170 Q166 150 164 110 Q150 84 128 84 Q106 84 92 110 Q90 150 80 170Z" fill="${hair}"/>`,
    `<circle cx="128" cy="52" r="20" fill="${hair}"/><path d="M86 110 Q90 62 128 62 Q166 62 170 110 Q156 88 128 86 Q100 88 86 110Z" fill="${hair}"/>`,
    `<path d="M90 96 Q128 70 166 96 L164 84 Q128 60 92 84Z" fill="${hair}"/>`,
  ][style];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><radialGradient id="b" cx="50%" cy="90%" r="85%"><stop offset="0" stop-color="hsl(${hue},80%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},35%,14%)"/></radialGradient></defs>
<rect width="256" height="256" fill="url(#b)"/>
<path d="M36 256 Q40 184 128 176 Q216 184 220 256Z" fill="#d9d2c5"/>
<path d="M78 256 L86 196 Q128 214 170 196 L178 256Z" fill="${apron}"/>
<rect x="112" y="146" width="32" height="40" rx="12" fill="${skin}"/>
<ellipse cx="128" cy="118" rx="42" ry="50" fill="${skin}"/>
<circle cx="112" cy="116" r="4.5" fill="${eyes}"/><circle cx="144" cy="116" r="4.5" fill="${eyes}"/>
<path d="M114 142 Q128 150 142 142" fill="none" stroke="#7a3b2a" stroke-width="3" stroke-linecap="round"/>
${hairShape}</svg>`;
}

/** A forge front at night: the building, a glowing door, a chimney and its smoke; 1600x900. */
export function forgeArtSvg(slug: string): string {
  const h = hashOf(slug);
  const sky = h % 360;
  const glow = 14 + ((h >>> 5) % 26);
  const wall = pick(["#3a2e28", "#2e3238", "#43352c", "#34302e"], h, 9);
  const x = 380 + ((h >>> 12) % 240);
  const w = 760 + ((h >>> 16) % 200);
  const roof =
    (h >>> 20) % 2 === 0
      ? `<path d="M${x - 40} 420 L${x + w / 2} 250 L${x + w + 40} 420Z" fill="#1c1715"/>`
      : `<rect x="${x - 30}" y="370" width="${w + 60}" height="50" fill="#1c1715"/>`;
  const chimney = x + w - 160;
  const smoke = [0, 1, 2]
    .map(
      (k) =>
        `<circle cx="${chimney + 40 + k * 50}" cy="${150 - k * 60}" r="${40 + k * 18}" fill="rgba(200,200,210,${0.18 - k * 0.05})"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${sky},45%,12%)"/><stop offset="1" stop-color="hsl(${(sky + 40) % 360},55%,28%)"/></linearGradient>
<radialGradient id="g" cx="50%" cy="100%" r="80%"><stop offset="0" stop-color="hsl(${glow},100%,70%)"/><stop offset="1" stop-color="hsl(${glow - 10},90%,30%)"/></radialGradient></defs>
<rect width="1600" height="900" fill="url(#s)"/>${smoke}
<rect x="${chimney}" y="200" width="80" height="220" fill="#241d1a"/>
${roof}<rect x="${x}" y="420" width="${w}" height="400" fill="${wall}"/>
<rect x="${x + w / 2 - 120}" y="560" width="240" height="260" rx="8" fill="url(#g)"/>
<rect x="${x + 90}" y="500" width="120" height="90" fill="hsl(${glow},90%,45%)" opacity="0.7"/>
<rect x="0" y="820" width="1600" height="80" fill="#141110"/>
<path d="M${x + w / 2 - 60} 800 L${x + w / 2 + 60} 800 L${x + w / 2 + 40} 770 L${x + w / 2 - 90} 770Z" fill="#0d0b0a"/></svg>`;
}

async function webp(svg: string, width: number, density: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density }).resize({ width }).webp({ quality: 74, effort: 1 }).toBuffer();
}

/** Stores the portrait as the user's avatar (avatars/seed-{slug}.webp) and returns the upload key. */
export async function writePortrait(storage: UploadStorage, slug: string): Promise<string> {
  const key = `avatars/seed-${slug}.webp`;
  await storage.put(key, await webp(portraitSvg(slug), 256, 72), "image/webp");
  return key;
}

/** Stores a forge's art at seed/forge-{slug}-{w}.webp (480 and 960 px) as one photo. */
export async function writeForgeArt(storage: UploadStorage, slug: string, alt: string): Promise<ImageSet> {
  const svg = forgeArtSvg(slug);
  const sizes = await Promise.all(
    [480, 960].map(async (w) => {
      const key = `seed/forge-${slug}-${w}.webp`;
      await storage.put(key, await webp(svg, w, (72 * w) / 1600), "image/webp");
      return { w, url: uploadUrl(key) };
    }),
  );
  return {
    url: sizes[1]?.url ?? "",
    srcset: sizes.map((s) => `${s.url} ${s.w}w`).join(", "),
    width: 960,
    height: 540,
    alt,
  };
}
