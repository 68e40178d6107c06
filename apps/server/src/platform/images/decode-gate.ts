import sharp from "sharp";
import { AppError, ValidationError, withValues } from "../errors.ts";

/**
 * How much image decoding one process takes on (decision 233): a decoded image costs about
 * width x height x 4 bytes, so the pixel cap bounds memory per upload, and the gate bounds how
 * many decode at once (the rest wait in a short queue; past it the upload is refused with a 503).
 */
export const imageLimits = {
  /** 40 megapixels: every phone and most cameras; ~160 MB decoded. */
  maxPixels: 40_000_000,
  concurrentDecodes: 2,
  maxWaiting: 8,
} as const;

export interface DecodeGate {
  /** Runs `work` when a decode slot is free; refuses (503) when too many already wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

const busy = () =>
  new AppError(
    503,
    "SERVICE_UNAVAILABLE",
    /*i18n*/ {
      id: "error.images_busy",
      message: "Many images are being processed right now. Please try again in a moment.",
    },
    { "retry-after": "5" },
  );

/** A counting semaphore with a bounded queue (first come, first served). */
export function createDecodeGate(concurrency: number, maxWaiting: number): DecodeGate {
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    async run(work) {
      if (active >= concurrency) {
        if (queue.length >= maxWaiting) throw busy();
        await new Promise<void>((resolve) => queue.push(resolve)); // the slot passes to us on release
      } else {
        active++;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The process-wide gate every upload decode goes through (class images, forge photos, avatars). */
export const imageDecodeGate = createDecodeGate(imageLimits.concurrentDecodes, imageLimits.maxWaiting);

/** sharp options for decoding an upload: never more pixels than the cap. */
export const decodeOptions = { limitInputPixels: imageLimits.maxPixels } as const;

/**
 * Reads the header only (no decode) and refuses an image past the pixel cap with a 422 on
 * `field`; anything sharp cannot read is `notAnImage`. Returns the metadata.
 */
export async function readImageHeader(input: Buffer, field: string, notAnImage: () => Error): Promise<sharp.Metadata> {
  let meta: sharp.Metadata;
  try {
    // The header of a huge image is readable: cap only the decode, check the size ourselves.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  // Renditions decode the first frame only (animated: false), so one frame's pixels count.
  if (meta.width && meta.height && meta.width * meta.height > imageLimits.maxPixels) {
    const mp = Math.round(imageLimits.maxPixels / 1_000_000);
    throw new ValidationError({
      [field]: [
        withValues(
          /*i18n*/ {
            id: "error.image_too_many_pixels",
            message:
              "This image is {width} x {height} pixels, too large to process. Use one of at most {megapixels} megapixels (for example 8000 x 5000).",
          },
          { width: meta.width, height: meta.height, megapixels: mp },
        ),
      ],
    });
  }
  return meta;
}
