// `npm run favicons`: draws apps/web/public/favicon.svg as the PNG icons the pages link
// (decision 490): 32 px for the tab, 180 px for a phone's home screen. Chromium reads an SVG icon
// by building a whole SVG document on the page's main thread, a 20-25 ms task on a slow phone just
// after the page loads; a small PNG decodes in well under a millisecond. Drawn by the same Chromium
// the browser tests drive (scripts/chromium-path.ts), with a transparent background.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import { chromiumArgs, resolveChromium } from "./chromium-path.ts";

const publicDir = path.resolve(import.meta.dirname, "../apps/web/public");
const svg = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
export const iconSizes = { "favicon-32.png": 32, "apple-touch-icon.png": 180 } as const;

const { executablePath } = await resolveChromium();
const browser = await chromium.launch({ executablePath, args: chromiumArgs.filter((a) => a !== "--headless") });
try {
  for (const [file, size] of Object.entries(iconSizes)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}" alt="">`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(path.join(publicDir, file), await page.screenshot({ omitBackground: true, type: "png" }));
    await page.close();
    console.log(`${file}: ${size} x ${size}`);
  }
} finally {
  await browser.close();
}
