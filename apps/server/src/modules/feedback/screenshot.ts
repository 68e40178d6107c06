import { randomBytes } from "node:crypto";
import { type Annotation, screenshotLimits } from "@guildforge/contracts";
import sharp from "sharp";
import { type FieldText, ValidationError, withValues } from "../../platform/errors.ts";
import { decodeOptions, imageDecodeGate } from "../../platform/images/decode-gate.ts";
import { uploadUrl } from "../../platform/storage/upload-key.ts";
import type { UploadStorage } from "../../platform/storage/upload-storage.ts";

/** A screenshot as stored: a re-encoded PNG in upload storage at feedback/{random}.png. */
export interface StoredScreenshot {
  key: string;
  url: string;
  width: number;
  height: number;
}

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const field = "screenshot";
const refuse = (message: FieldText) => new ValidationError({ [field]: [message] });
const notPng = () => refuse(/*i18n*/ { id: "error.screenshot_png", message: "The screenshot must be a PNG image." });

/** The screenshot's rectangles must lie inside it (the 422 names the first one that does not). */
export function checkAnnotationsInBounds(annotations: Annotation[], width: number, height: number): void {
  annotations.forEach((a, i) => {
    if (a.x + a.w > width + 0.5 || a.y + a.h > height + 0.5) {
      throw new ValidationError({
        annotations: [
          withValues(
            /*i18n*/ {
              id: "error.rectangle_outside",
              message: "Rectangle {number} reaches outside the {width} x {height} screenshot. Draw it again.",
            },
            { number: i + 1, width, height },
          ),
        ],
      });
    }
  });
}

/** Pixel bounds of a rectangle, clamped to the image and rounded outwards (a hidden edge stays hidden). */
function pixelBox(a: Annotation, width: number, height: number) {
  const left = Math.max(0, Math.floor(a.x));
  const top = Math.max(0, Math.floor(a.y));
  const right = Math.min(width, Math.ceil(a.x + a.w));
  const bottom = Math.min(height, Math.ceil(a.y + a.h));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * Checks the bytes are a whole PNG (signature, then a full decode that fails on truncation),
 * within the size caps, with its rectangles in bounds; blacks out the "hide" rectangles once more
 * (the browser already did: this keeps the promise for any client) and re-encodes it, dropping
 * every chunk but the pixels. Decoding waits for the process's image gate (decision 233).
 */
export function processScreenshot(input: Buffer, annotations: Annotation[]) {
  if (input.length > screenshotLimits.maxBytes) {
    throw refuse(`The screenshot is larger than ${screenshotLimits.maxBytes / 1024 / 1024} MB.`);
  }
  if (input.length < pngMagic.length || !input.subarray(0, pngMagic.length).equals(pngMagic)) throw notPng();
  return imageDecodeGate.run(async () => {
    let meta: sharp.Metadata;
    try {
      meta = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw notPng();
    }
    if (meta.format !== "png" || !meta.width || !meta.height) throw notPng();
    if (meta.width > screenshotLimits.maxWidth || meta.height > screenshotLimits.maxHeight) {
      throw refuse(
        `The screenshot is ${meta.width} x ${meta.height} pixels; it can be at most ${screenshotLimits.maxWidth} x ${screenshotLimits.maxHeight}.`,
      );
    }
    checkAnnotationsInBounds(annotations, meta.width, meta.height);
    const { width, height } = meta;
    const hides = annotations
      .filter((a) => a.type === "hide")
      .map((a) => {
        const box = pixelBox(a, width, height);
        return {
          input: { create: { width: box.width, height: box.height, channels: 3 as const, background: "#000" } },
          left: box.left,
          top: box.top,
        };
      });
    try {
      const data = await sharp(input, { ...decodeOptions, failOn: "truncated" })
        .flatten({ background: "#ffffff" })
        .composite(hides)
        .png({ compressionLevel: 9 })
        .toBuffer();
      return { data, width, height };
    } catch {
      throw refuse("The screenshot could not be read: the PNG is damaged or incomplete.");
    }
  });
}

/** Processes and stores the screenshot; the caller removes it again if the rest of the report fails. */
export async function storeScreenshot(
  storage: UploadStorage,
  input: Buffer,
  annotations: Annotation[],
): Promise<StoredScreenshot> {
  const png = await processScreenshot(input, annotations);
  const key = `feedback/${randomBytes(12).toString("hex")}.png`;
  await storage.put(key, png.data, "image/png");
  return { key, url: uploadUrl(key), width: png.width, height: png.height };
}

/** Deletes a stored screenshot whose report was not stored after all. */
export async function removeScreenshot(storage: UploadStorage, shot: StoredScreenshot): Promise<void> {
  await storage.remove(shot.key).catch(() => undefined);
}
