import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localStorage } from "../storage/local-storage.ts";
import type { UploadStorage } from "../storage/upload-storage.ts";
import { removeImageSet, storeImageSet } from "./image-set.ts";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "image-set-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe("removeImageSet", () => {
  it("deletes every rendition of the set, tolerates missing files and never leaves uploads/{folder}", async () => {
    const storage = localStorage(path.join(dataDir, "uploads"));
    mkdirSync(path.join(dataDir, "uploads", "venues"), { recursive: true });
    const file = (name: string) => path.join(dataDir, "uploads", "venues", name);
    writeFileSync(file("7-ab12-480.webp"), "x");
    writeFileSync(file("7-ab12-960.webp"), "x");
    writeFileSync(file("8-cd34-480.webp"), "x");
    writeFileSync(path.join(dataDir, "secret.webp"), "x");

    await removeImageSet(storage, {
      url: "/uploads/venues/7-ab12-960.webp",
      srcset:
        "/uploads/venues/7-ab12-480.webp 480w, /uploads/venues/7-ab12-960.webp 960w, /uploads/venues/7-ab12-1600.webp 1600w",
    });
    expect(existsSync(file("7-ab12-480.webp"))).toBe(false);
    expect(existsSync(file("7-ab12-960.webp"))).toBe(false);
    expect(existsSync(file("8-cd34-480.webp"))).toBe(true);

    await removeImageSet(storage, { url: "/uploads/../secret.webp", srcset: "/uploads/venues/../../secret.webp 480w" });
    expect(existsSync(path.join(dataDir, "secret.webp"))).toBe(true);
  });
});

describe("storeImageSet", () => {
  const picture = () =>
    sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png()
      .toBuffer();

  it("a storage failure is a server error, not a 422, and leaves no rendition behind", async () => {
    const puts: string[] = [];
    const removed: string[] = [];
    const failing: UploadStorage = {
      ...localStorage(path.join(dataDir, "uploads")),
      async put(key) {
        puts.push(key);
        if (key.endsWith("-640.webp")) throw new Error("bucket unreachable");
      },
      async remove(key) {
        removed.push(key);
      },
    };
    const opts = { storage: failing, folder: "venues", prefix: "3", alt: "x", field: "photo" };
    await expect(storeImageSet(await picture(), opts)).rejects.toThrow("bucket unreachable");
    expect(puts.map((k) => k.replace(/-[0-9a-f]+-/, "-*-"))).toEqual(["venues/3-*-480.webp", "venues/3-*-640.webp"]);
    expect(removed.sort()).toEqual([...puts].sort());
  });
});
