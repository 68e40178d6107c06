import type { Annotation } from "@guildforge/contracts";
import { applyHides } from "./editor-geometry";

/**
 * The screenshot as it will be uploaded: a copy of the captured canvas with every "hide"
 * rectangle blacked out in its pixels (so hidden content never leaves the browser), as PNG.
 */
export async function exportScreenshot(source: HTMLCanvasElement, rects: Annotation[]): Promise<Blob> {
  const out = document.createElement("canvas");
  out.width = source.width;
  out.height = source.height;
  const ctx = out.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw the screenshot.");
  ctx.drawImage(source, 0, 0);
  const image = ctx.getImageData(0, 0, out.width, out.height);
  applyHides(image, rects);
  ctx.putImageData(image, 0, 0);
  return new Promise((resolve, reject) =>
    out.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The screenshot could not be encoded."))),
      "image/png",
    ),
  );
}
