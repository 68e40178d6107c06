import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError, ValidationError } from "../errors.ts";
import { createDecodeGate, imageLimits, readImageHeader } from "./decode-gate.ts";
import { storeImageSet } from "./image-set.ts";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("image decode gate", () => {
  it("runs at most `concurrency` decodes at once, queues a few, refuses the rest with a 503", async () => {
    const gate = createDecodeGate(2, 3);
    const blockers = Array.from({ length: 6 }, deferred);
    let running = 0;
    let peak = 0;
    const results = blockers.map((b) =>
      gate
        .run(async () => {
          running++;
          peak = Math.max(peak, running);
          await b.promise;
          running--;
        })
        .then(
          () => "done",
          (e: unknown) => e,
        ),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect([gate.active, gate.waiting]).toEqual([2, 3]);
    const refused = await results[5];
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE", headers: { "retry-after": "5" } });
    expect((refused as AppError).message).toMatch(/try again in a moment/);
    for (const b of blockers) b.resolve();
    expect(await Promise.all(results.slice(0, 5))).toEqual(["done", "done", "done", "done", "done"]);
    expect(peak).toBe(2);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it("frees the slot when the work throws", async () => {
    const gate = createDecodeGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(async () => "next")).toBe("next");
  });
});

describe("pixel cap", () => {
  it("refuses a huge-dimension image from its header with a 422 on the field, before decoding it", async () => {
    // 8,000 x 5,001 = 40,008,000 pixels: one row past the 40 MP cap; a flat colour compresses to little.
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#884422" } })
      .jpeg({ quality: 50 })
      .toBuffer();
    expect(8000 * 5001).toBeGreaterThan(imageLimits.maxPixels);
    const notAnImage = () => new Error("not an image");
    const error = await readImageHeader(huge, "photo", notAnImage).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual({
      photo: [
        "This image is 8000 x 5001 pixels, too large to process. Use one of at most 40 megapixels (for example 8000 x 5000).",
      ],
    });
    const stored: string[] = [];
    const storage = { put: async (key: string) => void stored.push(key), remove: async () => {} };
    await expect(
      storeImageSet(huge, { storage: storage as never, folder: "classes", prefix: "1", alt: "", field: "image" }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(stored).toEqual([]);
  });

  it("accepts an ordinary image and reports what is not an image as such", async () => {
    const ok = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await readImageHeader(ok, "photo", () => new Error("x"))).width).toBe(400);
    await expect(readImageHeader(Buffer.from("not an image"), "photo", () => new Error("nope"))).rejects.toThrow(
      "nope",
    );
  });
});
