import appCss from "../app.css?url";
import frauncesFont from "../fonts/fraunces-wght.woff2?url";
import interFont from "../fonts/inter-wght.woff2?url";

/**
 * Every page's `<link>`s. The stylesheet has a React precedence: React then writes it into <head>
 * ahead of the scripts, so the one file first paint needs is requested first (decision 340). Both
 * web fonts are preloaded beside it instead of found only once the stylesheet is parsed and the page
 * laid out (decision 477): a web font that arrives after the first style pass makes Chromium
 * recalculate the style of the whole document and lay it out again, the longest task after the
 * first paint; Fraunces (headings, `swap`) also wraps wider than its fallback, and Inter
 * (`optional`, decision 474) is then there for the first render. The icons are PNG, not SVG:
 * Chromium builds an SVG icon into a document on the page's main thread, a long task on a slow
 * phone just after load (decision 490; scripts/favicon-png.ts draws them).
 */
export const documentLinks = [
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "preload", href: frauncesFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
] as const;
