import { avatarSize } from "@guildforge/contracts";
import sharp from "sharp";
import { ValidationError } from "../../platform/errors.ts";

const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

const notAnImage = () => new ValidationError({ avatar: ["Upload a JPEG, PNG, WebP, GIF or AVIF image."] });

/**
 * Trusts the bytes, not the file name or content type: decodes the image (raster formats only,
 * no SVG), then re-encodes it as a square WebP, which also drops any metadata (EXIF, GPS).
 */
export async function normaliseAvatar(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !acceptedFormats.has(format)) throw notAnImage();
  try {
    return await sharp(input, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(avatarSize, avatarSize, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}
