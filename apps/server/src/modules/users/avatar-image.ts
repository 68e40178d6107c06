import { avatarSize } from "@guildforge/contracts";
import sharp from "sharp";
import { ValidationError } from "../../platform/errors.ts";
import { decodeOptions, imageDecodeGate, readImageHeader } from "../../platform/images/decode-gate.ts";

const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

const notAnImage = () =>
  new ValidationError({
    avatar: [/*i18n*/ { id: "error.image_format", message: "Upload a JPEG, PNG, WebP, GIF or AVIF image." }],
  });

/**
 * Trusts the bytes, not the file name or content type: decodes the image (raster formats only,
 * no SVG), then re-encodes it as a square WebP, which also drops any metadata (EXIF, GPS).
 */
export function normaliseAvatar(input: Buffer): Promise<Buffer> {
  return imageDecodeGate.run(() => decodeAvatar(input));
}

async function decodeAvatar(input: Buffer): Promise<Buffer> {
  const { format } = await readImageHeader(input, "avatar", notAnImage);
  if (!format || !acceptedFormats.has(format)) throw notAnImage();
  try {
    return await sharp(input, { ...decodeOptions, animated: false })
      .rotate()
      .resize(avatarSize, avatarSize, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}
