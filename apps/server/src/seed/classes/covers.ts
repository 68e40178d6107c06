import type { ImageSet, ThemeSlug } from "@guildforge/contracts";
import sharp from "sharp";
import { uploadUrl } from "../../platform/storage/upload-key.ts";
import type { UploadStorage } from "../../platform/storage/upload-storage.ts";

/** A simple motif per theme, drawn in a 1600x900 box. Ours: generated at seed time, free to use. */
const motifs: Record<ThemeSlug, string> = {
  "knife-making": `<path d="M420 520 L1180 380 Q1240 372 1200 420 L560 560 Z" fill="#e8e2d8"/><rect x="300" y="510" width="140" height="60" rx="18" fill="#5b3a29" transform="rotate(-10 370 540)"/>`,
  "tool-making": `<rect x="560" y="300" width="480" height="150" rx="20" fill="#2b2b2b"/><rect x="760" y="450" width="80" height="360" rx="16" fill="#6b4a32"/>`,
  horseshoeing: `<path d="M600 280 Q800 120 1000 280 L1000 700 L900 700 L900 320 Q800 240 700 320 L700 700 L600 700 Z" fill="#3a3a3a"/>`,
  "functional-items": `<circle cx="800" cy="340" r="90" fill="none" stroke="#2f2f2f" stroke-width="36"/><path d="M800 430 L800 720 Q800 800 720 800" fill="none" stroke="#2f2f2f" stroke-width="36"/>`,
  "decorative-ironwork": `<path d="M800 800 L800 420 Q800 260 940 260 Q1060 260 1060 380 Q1060 470 970 470 Q900 470 900 400" fill="none" stroke="#222" stroke-width="30"/><path d="M800 560 Q800 420 660 420 Q560 420 560 510 Q560 580 630 580" fill="none" stroke="#222" stroke-width="30"/>`,
  "jewelry-small-items": `<circle cx="800" cy="450" r="170" fill="none" stroke="#d9b45a" stroke-width="46"/><circle cx="800" cy="280" r="40" fill="#c0392b"/>`,
};

/** A cover without words (the title is the page's heading, decision 371). */
export function coverSvg(theme: ThemeSlug, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><radialGradient id="g" cx="50%" cy="85%" r="90%"><stop offset="0" stop-color="hsl(${hue},95%,58%)"/><stop offset="0.45" stop-color="hsl(${hue - 12},85%,32%)"/><stop offset="1" stop-color="hsl(${hue - 20},40%,8%)"/></radialGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>${motifs[theme]}</svg>`;
}

/**
 * Renders the cover into upload storage at seed/ (480 and 960 px). The SVG is rasterised once, at
 * 960 px (vector rendering at the target size, no downscale from 1600), and both WebP sizes are
 * encoded from those pixels at encoder effort 1: about half the CPU of rendering the
 * SVG per width at the default effort 4; same look, files ~25 % larger (~11 kB at 960).
 */
export async function writeCover(storage: UploadStorage, classId: number, svg: string, alt: string): Promise<ImageSet> {
  return writeSeedImage(storage, `class-${classId}`, svg, alt);
}

/** Renders a 16:9 SVG into upload storage as seed/{stem}-480.webp and -960.webp (see writeCover). */
export async function writeSeedImage(
  storage: UploadStorage,
  stem: string,
  svg: string,
  alt: string,
): Promise<ImageSet> {
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * 960) / 1600 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const sizes = await Promise.all(
    [480, 960].map(async (w) => {
      const image = w === info.width ? sharp(data, raw) : sharp(data, raw).resize({ width: w });
      const key = `seed/${stem}-${w}.webp`;
      await storage.put(key, await image.webp({ quality: 72, effort: 1 }).toBuffer(), "image/webp");
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

/** Runs `task` over `items` with at most `limit` in flight (keeps raw pixel buffers bounded). */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  task: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
