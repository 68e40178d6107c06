import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { type ImageSet, imageWidths } from "@guildforge/contracts";
import sharp from "sharp";
import { ValidationError } from "../errors.ts";

/** An image set as stored: `key` is the stem shared by its files ("{prefix}-{random}"), stable and unique. */
export type StoredImageSet = ImageSet & { key: string };

const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "svg"]);

/**
 * Decodes the upload (trusting bytes, not names), then writes WebP renditions at the responsive
 * widths (each capped at the original's width) under DATA_DIR/uploads/{folder}. Metadata is dropped.
 * `allowSvg` is for images we generate ourselves (the demo seed), never for uploads.
 */
export async function storeImageSet(
  input: Buffer,
  opts: {
    dataDir: string;
    folder: string;
    prefix: string;
    alt: string;
    field: string;
    allowSvg?: boolean;
    widths?: readonly number[];
  },
): Promise<StoredImageSet> {
  const bad = () => new ValidationError({ [opts.field]: ["Upload a JPEG, PNG, WebP, GIF or AVIF image."] });
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 60_000_000 }).metadata();
  } catch {
    throw bad();
  }
  if (!meta.format || !acceptedFormats.has(meta.format) || (meta.format === "svg" && !opts.allowSvg)) throw bad();
  if (!meta.width || !meta.height || meta.width < 200 || meta.height < 120) {
    throw new ValidationError({ [opts.field]: ["Use an image at least 200 x 120 pixels."] });
  }
  // Each step capped at the original's width (never enlarged): a 700 px image gets 480 and 700,
  // not 480 alone, so the largest rendition keeps all the detail that was uploaded.
  const original = meta.width;
  const widths = [...new Set((opts.widths ?? imageWidths).map((w) => Math.min(w, original)))];
  const dir = path.join(opts.dataDir, "uploads", opts.folder);
  await mkdir(dir, { recursive: true });
  const base = `${opts.prefix}-${randomBytes(6).toString("hex")}`;
  const outputs = await Promise.all(
    widths.map(async (w) => {
      const { data, info } = await sharp(input, { limitInputPixels: 60_000_000, animated: false })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const file = `${base}-${w}.webp`;
      await writeFile(path.join(dir, file), data);
      return { w, url: `/uploads/${opts.folder}/${file}`, width: info.width, height: info.height };
    }),
  ).catch((e) => {
    if (e instanceof ValidationError) throw e;
    throw bad();
  });
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

const uploadUrl = /^\/uploads\/([a-z0-9-]+)\/([a-z0-9-]+\.webp)$/;

/**
 * Deletes the files of a stored image set (every rendition in its srcset). Only our own upload
 * URLs are touched; a file already gone is fine. Callers run it after the row no longer points at it.
 */
export async function removeImageSet(dataDir: string, image: Pick<ImageSet, "url" | "srcset">): Promise<void> {
  const urls = new Set([image.url, ...image.srcset.split(",").map((s) => s.trim().split(" ")[0] ?? "")]);
  await Promise.all(
    [...urls].map(async (url) => {
      const m = uploadUrl.exec(url);
      if (!m?.[1] || !m[2]) return;
      await unlink(path.join(dataDir, "uploads", m[1], m[2])).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== "ENOENT") throw e;
      });
    }),
  );
}
