import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedCopies, compressible, minBytes } from "./precompress";

describe("precompressed assets (decision 483)", () => {
  it("makes Brotli and gzip copies that decompress to the file", async () => {
    const css = Buffer.from(".card{color:red}\n".repeat(200));
    const copies = await compressedCopies(css);
    expect(copies).toBeDefined();
    expect(brotliDecompressSync(copies!.br).equals(css)).toBe(true);
    expect(gunzipSync(copies!.gz).equals(css)).toBe(true);
    expect(copies!.br.length).toBeLessThan(copies!.gz.length);
  });

  it("leaves small files and files that do not shrink alone", async () => {
    expect(await compressedCopies(Buffer.alloc(minBytes - 1, 97))).toBeUndefined();
    expect(await compressedCopies(randomBytes(4096))).toBeUndefined();
  });

  it("compresses text assets, not fonts or images", () => {
    for (const name of ["assets/app-x.css", "assets/framework-x.js", "assets/icon.svg", "assets/manifest-x.js"])
      expect(compressible.test(name), name).toBe(true);
    for (const name of ["assets/inter-x.woff2", "assets/hero.webp", "assets/app-x.css.br"])
      expect(compressible.test(name), name).toBe(false);
  });
});
