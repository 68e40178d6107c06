import { screenshotLimits } from "@guildforge/contracts";
import { feedbackUiAttribute } from "./feedback-ui";

export { feedbackUiAttribute };

/**
 * Captures what the visitor sees of the page (the viewport at its scroll position) with
 * modern-screenshot, drawn from the DOM: no screen-share permission. The library is loaded only
 * now (dynamic import), never with the page. The widget's own elements are hidden while it runs
 * and shown again after it, whether it worked or not.
 */
export async function capturePage(): Promise<HTMLCanvasElement> {
  const hidden = [...document.querySelectorAll<HTMLElement>(`[${feedbackUiAttribute}]`)];
  const previous = hidden.map((el) => el.style.visibility);
  for (const el of hidden) el.style.visibility = "hidden";
  try {
    const { domToCanvas } = await import("modern-screenshot");
    const full = await domToCanvas(document.body, {
      scale: 1,
      // The page itself is drawn through an image too: a short timeout left it blank on a busy
      // machine, so keep the library's 30 s; an image that never loads is left out after it.
      timeout: 30_000,
      backgroundColor: pageBackground(),
      filter: keepNode,
    });
    const shot = cropToViewport(full);
    if (isBlank(shot)) throw new Error("The page could not be drawn.");
    return shot;
  } finally {
    hidden.forEach((el, i) => {
      el.style.visibility = previous[i] ?? "";
    });
  }
}

/** The page's own background (body's, else the root's): a transparent one came out white on the server. */
function pageBackground(): string {
  for (const el of [document.body, document.documentElement]) {
    const color = getComputedStyle(el).backgroundColor;
    if (color && color !== "transparent" && !/rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return "#171311";
}

/**
 * Leaves out the widget's own elements, and elements wholly below or above the viewport (with
 * their subtree): only the viewport is kept, and cloning every node's styles is most of the cost.
 */
function keepNode(node: Node): boolean {
  if (!(node instanceof Element)) return true;
  if (node.hasAttribute(feedbackUiAttribute)) return false;
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
