// The static floor page: one HTML file with the class page's hero image and the app's own web
// fonts (the @font-face rules of the built stylesheet, the same font files, preloaded as the app's
// pages preload them: decision 482), no JavaScript. What a server-rendered page could at best do
// on the same connection: its LCP is the yardstick.

import { heroImage } from "./lighthouse.pages.ts";
import type { StaticFile } from "./lighthouse.server.ts";

async function bytes(origin: string, p: string): Promise<StaticFile> {
  const r = await fetch(`${origin}${p}`);
  if (!r.ok) throw new Error(`GET ${p} answered ${r.status}`);
  return {
    body: Buffer.from(await r.arrayBuffer()),
    type: r.headers.get("content-type") ?? "application/octet-stream",
  };
}

/**
 * The @font-face rules of the stylesheets the home page links, the files they point at, and the
 * font files the home page preloads (the floor preloads the same ones).
 */
async function appFonts(origin: string): Promise<{ css: string; files: string[]; preloads: string[] }> {
  const home = await (await fetch(`${origin}/`)).text();
  const preloads = [...home.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('as="font"'))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => !!href);
  const sheets = [...home.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  let css = "";
  for (const sheet of sheets) {
    const text = (await bytes(origin, sheet)).body.toString("utf8");
    css += (text.match(/@font-face\s*{[^}]*}/g) ?? []).join("\n");
  }
  const files = [...new Set([...css.matchAll(/url\(["']?([^)"']+)["']?\)/g)].map((m) => m[1]!))];
  if (!files.length) throw new Error("no @font-face in the app's stylesheets: the floor page needs the same fonts");
  const unknown = preloads.filter((p) => !files.includes(p));
  if (unknown.length)
    throw new Error(`the home page preloads fonts its stylesheets do not declare: ${unknown.join(", ")}`);
  return { css, files, preloads };
}

export async function floorFiles(origin: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const fonts = await appFonts(origin);
  for (const f of fonts.files) files.set(f, await bytes(origin, f));
  files.set("/favicon-32.png", await bytes(origin, "/favicon-32.png")); // else Chrome's /favicon.ico 404 is a console error
  const hero = await heroImage(origin);
  for (const entry of hero.srcset.split(",")) {
    const url = entry.trim().split(/\s+/)[0]!;
    files.set(url, await bytes(origin, url));
  }
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32">${fonts.preloads.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join("")}<title>Static floor: a blacksmithing class</title><meta name="description" content="A static page with the hero image and fonts of a Guildforge class page.">
<style>${fonts.css}
body{margin:0;background:#110e0c;color:#f5efe8;font-family:"Inter Variable",ui-sans-serif,system-ui,sans-serif;line-height:1.5}
main{max-width:72rem;margin:0 auto;padding:1.5rem 1.25rem}h1{font-family:"Fraunces Variable",Georgia,serif;font-size:2.25rem;line-height:1.1;margin:0 0 1rem}
img{display:block;width:100%;height:auto;border-radius:.875rem}p{color:#c9bcae}</style></head>
<body><main><p>Guildforge · Classes</p><h1>Corrective shoeing clinic</h1>
<img src="${hero.url}" srcset="${hero.srcset}" sizes="(min-width: 1024px) 66vw, 100vw" width="${hero.width}" height="${hero.height}" alt="A farrier shaping a bar shoe at the anvil" fetchpriority="high">
<p>Bar shoes, egg-bars and wedges for common conditions: a hands-on day at the forge, tools and steel included.</p></main></body></html>`;
  files.set("/", { body: Buffer.from(html), type: "text/html; charset=utf-8" });
  return files;
}
