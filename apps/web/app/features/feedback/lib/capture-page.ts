import { screenshotLimits } from "@guildforge/contracts";
import { feedbackUiAttribute } from "./feedback-ui";

export { feedbackUiAttribute };

/**
 * How long one image or font may take to load or fetch before the capture goes on without it
 * (decision 524): a map tile, a cross-origin image or a lazy image below the fold made the capture
 * wait the library's 30 s.
 */
export const resourceTimeoutMs = 1_500;
/**
 * How long the drawn page itself (one SVG image) may take to decode: a short timeout left it blank
 * on a busy machine, so this one stays long; it is never a network wait.
 */
const drawTimeoutMs = 30_000;

/**
 * What stands in for an image the capture does not fetch (cross-origin, or one that failed or
 * timed out): a neutral box in the page's iron-700, stretched to the image's size.
 */
export const placeholderImage =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOwMtYHAAFHAJ2YakxmAAAAAElFTkSuQmCC";

/**
 * Captures what the visitor sees of the page (the viewport at its scroll position) with
 * modern-screenshot, drawn from the DOM: no screen-share permission. The library is loaded only
 * now (dynamic import), never with the page. The widget's own elements stay on screen (the
 * dialog shows the capture's progress, decision 524) and are left out of the picture by the node
 * filter; so are map tiles and embedded frames, and cross-origin images become a neutral box.
 */
export async function capturePage(): Promise<HTMLCanvasElement> {
  const { createContext, destroyContext, domToCanvas } = await import("modern-screenshot");
  const context = await createContext(document.body, {
    scale: 1,
    // Bounds the wait for the page's images and each fetch of an image, a font or a style sheet.
    timeout: resourceTimeoutMs,
    backgroundColor: pageBackground(),
    filter: keepNode,
    fetchFn: fetchImage,
    fetch: { placeholderImage },
    // Every resource is in by now: only the drawing of the page is left, which may take longer.
    onCreateForeignObjectSvg: () => {
      context.timeout = drawTimeoutMs;
    },
  });
  try {
    const full = await domToCanvas(context);
    const shot = cropToViewport(full);
    if (isBlank(shot)) throw new Error("The page could not be drawn.");
    return shot;
  } finally {
    destroyContext(context);
  }
}

/**
 * An image for the capture as a data URL: a same-origin one fetched (from the cache, mostly) within
 * the resource timeout, anything else (cross-origin, failed, too slow) the placeholder. A
 * cross-origin fetch needs CORS that map tile and avatar hosts may not give, and may never answer.
 */
export async function fetchImage(url: string): Promise<string> {
  if (url.startsWith("data:")) return url;
  if (!isSameOrigin(url)) return placeholderImage;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), resourceTimeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, cache: "force-cache" });
    if (!response.ok) return placeholderImage;
    return await blobToDataUrl(await response.blob());
  } catch {
    return placeholderImage;
  } finally {
    clearTimeout(timer);
  }
}

function isSameOrigin(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin || parsed.protocol === "blob:";
  } catch {
    return false;
  }
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The page's own background (body's, else the root's): a transparent one came out white on the server. */
function pageBackground(): string {
  for (const el of [document.body, document.documentElement]) {
    const color = getComputedStyle(el).backgroundColor;
    if (color && color !== "transparent" && !/rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return "#171311";
}

/** Map tiles (Leaflet's tile pane) and embedded frames: never drawn, only waited for. */
const skippedSelector = ".leaflet-tile-pane, iframe, object, embed";

/**
 * Leaves out the widget's own elements, map tiles and embedded frames, and elements wholly below
 * or above the viewport (with their subtree): only the viewport is kept, and cloning every node's
 * styles is most of the cost.
 */
export function keepNode(node: Node): boolean {
  if (!(node instanceof Element)) return true;
  if (node.hasAttribute(feedbackUiAttribute)) return false;
  if (node.matches(skippedSelector)) return false;
  if (node === document.body || node.tagName === "STYLE" || node.tagName === "LINK") return true;
  const box = node.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return true; // display: contents and the like
  return box.bottom >= 0 && box.top <= window.innerHeight;
}

/** True when the capture drew nothing at all (every pixel transparent): better an error than a blank screenshot. */
function isBlank(canvas: HTMLCanvasElement): boolean {
  const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data;
  if (!data) return true;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return false;
  return true;
}

/** The part of the full-page canvas in the viewport, within the server's size caps. */
function cropToViewport(full: HTMLCanvasElement): HTMLCanvasElement {
  const ratio = full.width / Math.max(1, document.body.scrollWidth);
  const sx = Math.round(window.scrollX * ratio);
  const sy = Math.round(window.scrollY * ratio);
  const width = Math.min(full.width - sx, Math.round(window.innerWidth * ratio), screenshotLimits.maxWidth);
  const height = Math.min(full.height - sy, Math.round(window.innerHeight * ratio), screenshotLimits.maxHeight);
  const out = document.createElement("canvas");
  out.width = Math.max(1, width);
  out.height = Math.max(1, height);
  const ctx = out.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw the screenshot.");
  ctx.drawImage(full, sx, sy, out.width, out.height, 0, 0, out.width, out.height);
  return out;
}
