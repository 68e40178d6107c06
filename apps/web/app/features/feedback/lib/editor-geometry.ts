import type { Annotation } from "@guildforge/contracts";

/**
 * The screenshot editor's rules (docs/product.md#states "Screenshot editor"), pure so they are
 * tested without a browser. Pointer positions come in screen pixels relative to the displayed
 * screenshot; rectangles are kept in the screenshot's own pixels (screen / zoom), which is what
 * the server checks against the image's size.
 */
export type Action = Annotation["type"];
export interface Point {
  x: number;
  y: number;
}
export interface EditorState {
  action: Action;
  zoom: number;
  /** The screenshot's size in its own pixels. */
  width: number;
  height: number;
  rects: Annotation[];
  /** The drag in progress (mouse or touch down, not yet up): its start and the previewed rectangle. */
  start: Point | null;
  draft: Annotation | null;
}

export const zoomLevels = [0.25, 0.33, 0.5, 0.75, 1, 1.5, 2, 3] as const;

export function initialEditor(width: number, height: number, zoom = 1): EditorState {
  return { action: "hide", zoom, width, height, rects: [], start: null, draft: null };
}

/** The zoom that fits `width` into `available` screen pixels (never above 1). */
export function fitZoom(width: number, available: number): number {
  if (width <= 0 || available <= 0) return 1;
  return Math.min(1, available / width);
}

const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);

/** A screen point as a point of the screenshot, kept inside it. */
export function toImagePoint(s: EditorState, screen: Point): Point {
  return { x: clamp(screen.x / s.zoom, s.width), y: clamp(screen.y / s.zoom, s.height) };
}

/** The rectangle between two screenshot points, whichever way the drag went. */
export function rectBetween(a: Point, b: Point, type: Action): Annotation {
  return { type, x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) };
}

/** The commit rule: width and height each at least 1 pixel after scaling by the zoom factor. */
export function isCommittable(r: Annotation): boolean {
  return r.w >= 1 && r.h >= 1;
}

export function pointerDown(s: EditorState, screen: Point): EditorState {
  const start = toImagePoint(s, screen);
  return { ...s, start, draft: rectBetween(start, start, s.action) };
}

/** Moving previews the rectangle; without a press it changes nothing. */
export function pointerMove(s: EditorState, screen: Point): EditorState {
  if (!s.start) return s;
  return { ...s, draft: rectBetween(s.start, toImagePoint(s, screen), s.action) };
}

/** Up commits the previewed rectangle when it passes the 1 px rule; a smaller one is discarded. */
export function pointerUp(s: EditorState, screen: Point): EditorState {
  if (!s.start) return s;
  const r = rectBetween(s.start, toImagePoint(s, screen), s.action);
  return { ...s, start: null, draft: null, rects: isCommittable(r) ? [...s.rects, r] : s.rects };
}

/** A cancelled pointer (the browser took over the touch) drops the drag. */
export function pointerCancel(s: EditorState): EditorState {
  return { ...s, start: null, draft: null };
}

export function removeRect(s: EditorState, index: number): EditorState {
  return { ...s, rects: s.rects.filter((_, i) => i !== index) };
}

export function setAction(s: EditorState, action: Action): EditorState {
  return { ...s, action };
}

export function zoomIn(s: EditorState): EditorState {
  const next = zoomLevels.find((z) => z > s.zoom + 1e-9);
  return next ? { ...s, zoom: next } : s;
}

export function zoomOut(s: EditorState): EditorState {
  const lower = zoomLevels.filter((z) => z < s.zoom - 1e-9);
  const next = lower[lower.length - 1];
  return next ? { ...s, zoom: next } : s;
}

/** The pixel box a rectangle covers, rounded outwards so a hidden edge stays hidden. */
export function pixelBox(r: Annotation, width: number, height: number) {
  const left = clamp(Math.floor(r.x), width);
  const top = clamp(Math.floor(r.y), height);
  const right = clamp(Math.ceil(r.x + r.w), width);
  const bottom = clamp(Math.ceil(r.y + r.h), height);
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * Blacks out every "hide" rectangle in RGBA pixels (an ImageData's), in place: opaque black, so
 * what was under it never leaves the browser. "Highlight" rectangles leave the pixels alone.
 */
export function applyHides(image: { data: Uint8ClampedArray; width: number; height: number }, rects: Annotation[]) {
  for (const r of rects) {
    if (r.type !== "hide") continue;
    const box = pixelBox(r, image.width, image.height);
    for (let y = box.top; y < box.top + box.height; y++) {
      for (let x = box.left; x < box.left + box.width; x++) {
        const i = (y * image.width + x) * 4;
        image.data[i] = 0;
        image.data[i + 1] = 0;
        image.data[i + 2] = 0;
        image.data[i + 3] = 255;
      }
    }
  }
  return image;
}
