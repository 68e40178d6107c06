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
  const [{ createContext, destroyContext, domToCanvas }] = await Promise.all([
    loadLibrary(),
    imagesInView(resourceTimeoutMs),
  ]);
  const page = document.body.getBoundingClientRect();
  // Made for an empty element, then pointed at the page: for its root the library waits for (and
  // decodes) every image of the page, lazy ones below the fold too, which never load; the images
  // the picture shows were waited for above.
  const empty: HTMLElement = document.createElement("div");
  const context = await createContext(empty, {
    scale: 1,
    width: Math.ceil(page.width),
    // Only down to the viewport's bottom edge: the page below it is left out anyway, and a page's
    // full height made the drawing many times larger than what is kept.
    height: Math.ceil(Math.min(page.height, window.scrollY + window.innerHeight)),
    // Bounds each fetch of an image, a font or a style sheet.
    timeout: resourceTimeoutMs,
    backgroundColor: pageBackground(),
    filter: keepNode,
    fetchFn: fetchImage,
    includeStyleProperties: drawnStyles,
    // Scrollbar styles are five more pseudo-element reads per scrolling box, for a few pixels.
    features: { copyScrollbar: false },
    fetch: { placeholderImage },
    // Every resource is in by now: only the drawing of the page is left, which may take longer.
    onCreateForeignObjectSvg: () => {
      context.timeout = drawTimeoutMs;
    },
  });
  context.node = document.body;
  try {
    const full = await domToCanvas(context);
    const shot = cropToViewport(full);
    if (isBlank(shot)) throw new Error("The page could not be drawn.");
    return shot;
  } finally {
    destroyContext(context);
  }
}

const loadLibrary = () => import("modern-screenshot");

/**
 * Starts loading the capture library (when the bug-report form opens), so the click on "Add a
 * screenshot" does not wait for its download; still never with the page itself (decision 443).
 */
export function preloadCapture(): void {
  loadLibrary().catch(() => undefined); // a failed load is tried again, and reported, by the capture
}

/** Waits (at most `ms`) for the images the capture will draw to load: those in view, outside the widget and the map tiles. */
function imagesInView(ms: number): Promise<void> {
  const inView = (img: HTMLImageElement) => img.getBoundingClientRect().bottom >= 0;
  const pending = [...document.images].filter((img) => !img.complete && inView(img) && isDrawn(img));
  if (pending.length === 0) return Promise.resolve();
  const loaded = pending.map(
    (img) =>
      new Promise<void>((resolve) => {
        img.addEventListener("load", () => resolve(), { once: true });
        img.addEventListener("error", () => resolve(), { once: true });
      }),
  );
  return Promise.race([Promise.all(loaded).then(() => undefined), new Promise<void>((r) => setTimeout(r, ms))]);
}

/** True when the node filter keeps an element and every ancestor of it. */
function isDrawn(el: Element): boolean {
  for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
    if (!keepNode(node)) return false;
  }
  return true;
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

const sides = ["top", "right", "bottom", "left"];
const corners = ["top-left", "top-right", "bottom-right", "bottom-left"];

/**
 * The style properties copied to each cloned node: those that change how the page looks. Reading
 * every computed property (some 400) of every node was most of the capture's time (decision 524).
 */
export const drawnStyles: string[] = [
  ...["display", "position", "z-index", "float", "clear", "box-sizing", "aspect-ratio", "visibility"],
  ...["width", "height", "min-width", "min-height", "max-width", "max-height", ...sides],
  ...sides.flatMap((s) => [`margin-${s}`, `padding-${s}`]),
  ...sides.flatMap((s) => [`border-${s}-width`, `border-${s}-style`, `border-${s}-color`]),
  ...corners.map((c) => `border-${c}-radius`),
  ...["outline-width", "outline-style", "outline-color", "outline-offset"],
  ...["flex-direction", "flex-wrap", "flex-grow", "flex-shrink", "flex-basis", "order", "row-gap", "column-gap"],
  ...["align-items", "align-self", "align-content", "justify-content", "justify-items", "justify-self"],
  ...["grid-template-columns", "grid-template-rows", "grid-template-areas", "grid-auto-flow"],
  ...["grid-auto-columns", "grid-auto-rows", "grid-column-start", "grid-column-end", "grid-row-start", "grid-row-end"],
  ...["overflow-x", "overflow-y", "opacity", "transform", "transform-origin", "translate", "rotate", "scale"],
  ...["clip-path", "filter", "backdrop-filter", "mix-blend-mode", "isolation", "box-shadow", "text-shadow"],
  ...["background-color", "background-image", "background-size", "background-position-x", "background-position-y"],
  ...["background-repeat", "background-clip", "background-origin", "-webkit-text-fill-color"],
  ...["color", "font-family", "font-size", "font-weight", "font-style", "font-stretch", "font-variant-numeric"],
  ...["font-feature-settings", "font-variation-settings", "line-height", "letter-spacing", "word-spacing"],
  ...["text-align", "text-decoration-line", "text-decoration-color", "text-decoration-style"],
  ...["text-decoration-thickness", "text-underline-offset", "text-transform", "text-overflow", "text-indent"],
  ...["white-space-collapse", "text-wrap-mode", "text-wrap-style", "word-break", "overflow-wrap", "hyphens"],
  ...["vertical-align", "-webkit-line-clamp", "-webkit-box-orient", "line-clamp"],
  ...["list-style-type", "list-style-position", "list-style-image", "object-fit", "object-position"],
  ...["appearance", "accent-color", "table-layout", "border-collapse", "border-spacing"],
  ...["fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin"],
];

/**
 * Map tiles (Leaflet's tile pane) and embedded frames: never drawn, only waited for. A noscript's
 * content is text while scripts run, and came out as markup in the picture.
 */
const skippedSelector = ".leaflet-tile-pane, iframe, object, embed, noscript, script, template";

/**
 * Leaves out the widget's own elements, map tiles and embedded frames, and elements wholly below
 * the viewport (with their subtree): cloning every node's styles is most of the cost. An element
 * wholly above it is kept empty: its copied width and height hold its place (leaving it out
 * moved what is in view up the drawing, and a scrolled page came out blank, decision 524).
 */
export function keepNode(node: Node): boolean {
  const parent = node.parentElement;
  if (parent && parent !== document.body && parent.getBoundingClientRect().bottom < 0) return false;
  if (!(node instanceof Element)) return true;
  if (node.hasAttribute(feedbackUiAttribute)) return false;
  if (node.matches(skippedSelector)) return false;
  if (node === document.body || node.tagName === "STYLE" || node.tagName === "LINK") return true;
  const box = node.getBoundingClientRect();
  // No box: display: contents (drawn through its children), or display: none (never drawn, and a
  // closed menu or a phone-only panel can hold many nodes, each costly to clone).
  if (box.width === 0 && box.height === 0) return getComputedStyle(node).display !== "none";
  return box.top <= window.innerHeight;
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
