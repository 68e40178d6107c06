import { randomBytes } from "node:crypto";
import { type ImageSet, imageWidths } from "@guildforge/contracts";
import sharp from "sharp";
import { ValidationError } from "../errors.ts";
import { uploadKeyOf, uploadUrl } from "../storage/upload-key.ts";
import type { UploadStorage } from "../storage/upload-storage.ts";
import { decodeOptions, imageDecodeGate, readImageHeader } from "./decode-gate.ts";

/** An image set as stored: `key` is the stem shared by its files ("{prefix}-{random}"), stable and unique. */
export type StoredImageSet = ImageSet & { key: string };

const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "svg"]);

/**
 * Decodes the upload (trusting bytes, not names), then writes WebP renditions at the responsive
 * widths (each capped at the original's width) into upload storage at {folder}/. Metadata is dropped.
 * Decoding waits for a slot of the process's image gate and refuses images past the pixel cap.
 * `allowSvg` is for images we generate ourselves (the demo seed), never for uploads.
 */
export function storeImageSet(input: Buffer, opts: Parameters<typeof decodeAndStore>[1]): Promise<StoredImageSet> {
  return imageDecodeGate.run(() => decodeAndStore(input, opts));
}

async function decodeAndStore(
  input: Buffer,
  opts: {
    storage: UploadStorage;
    folder: string;
    prefix: string;
    alt: string;
    field: string;
    allowSvg?: boolean;
    widths?: readonly number[];
  },
): Promise<StoredImageSet> {
  const bad = () =>
    new ValidationError({
      [opts.field]: [/*i18n*/ { id: "error.image_format", message: "Upload a JPEG, PNG, WebP, GIF or AVIF image." }],
    });
  const meta = await readImageHeader(input, opts.field, bad);
  if (!meta.format || !acceptedFormats.has(meta.format) || (meta.format === "svg" && !opts.allowSvg)) throw bad();
  if (!meta.width || !meta.height || meta.width < 200 || meta.height < 120) {
    throw new ValidationError({
      [opts.field]: [/*i18n*/ { id: "error.image_too_small", message: "Use an image at least 200 x 120 pixels." }],
    });
  }
  // Each step capped at the original's width (never enlarged): a 700 px image gets 480 and 700,
  // not 480 alone, so the largest rendition keeps all the detail that was uploaded.
  const original = meta.width;
  const widths = [...new Set((opts.widths ?? imageWidths).map((w) => Math.min(w, original)))];
  const base = `${opts.prefix}-${randomBytes(6).toString("hex")}`;
  const renditions = await Promise.all(
    widths.map(async (w) => {
      const { data, info } = await sharp(input, { ...decodeOptions, animated: false })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { w, data, key: `${opts.folder}/${base}-${w}.webp`, width: info.width, height: info.height };
    }),
  ).catch((e) => {
    if (e instanceof ValidationError) throw e;
    throw bad();
  });
  // Storing is not the uploader's fault: a storage error stays a server error (never a 422), and
  // the renditions already written go again so a failed upload leaves nothing behind.
  const stored = await Promise.allSettled(renditions.map((r) => opts.storage.put(r.key, r.data, "image/webp")));
  const failed = stored.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    await Promise.allSettled(renditions.map((r) => opts.storage.remove(r.key)));
    throw failed.reason;
  }
  const outputs = renditions.map((r) => ({ w: r.w, url: uploadUrl(r.key), width: r.width, height: r.height }));
  const main = outputs.find((o) => o.w === 960) ?? outputs[outputs.length - 1];
  if (!main) throw bad();
  return {
    url: main.url,
    srcset: outputs.map((o) => `${o.url} ${o.width}w`).join(", "),
    width: main.width,
    height: main.height,
    alt: opts.alt,
    key: base,
  };
}

/**
 * Deletes the files of a stored image set (every rendition in its srcset). Only our own upload
 * URLs are touched; a file already gone is fine. Callers run it after the row no longer points at it.
 */
export async function removeImageSet(storage: UploadStorage, image: Pick<ImageSet, "url" | "srcset">): Promise<void> {
  const urls = [image.url, ...image.srcset.split(",").map((s) => s.trim().split(" ")[0] ?? "")];
  const keys = new Set(urls.map(uploadKeyOf).filter((k): k is string => k !== null));
  await Promise.all([...keys].map((key) => storage.remove(key)));
}
