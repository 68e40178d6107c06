import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { removeImageSet } from "./image-set.ts";

describe("removeImageSet", () => {
  it("deletes every rendition of the set, tolerates missing files and never leaves uploads/{folder}", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "image-set-"));
    mkdirSync(path.join(dataDir, "uploads", "venues"), { recursive: true });
    const file = (name: string) => path.join(dataDir, "uploads", "venues", name);
    writeFileSync(file("7-ab12-480.webp"), "x");
    writeFileSync(file("7-ab12-960.webp"), "x");
    writeFileSync(file("8-cd34-480.webp"), "x");
    writeFileSync(path.join(dataDir, "secret.webp"), "x");

    await removeImageSet(dataDir, {
      url: "/uploads/venues/7-ab12-960.webp",
      srcset:
        "/uploads/venues/7-ab12-480.webp 480w, /uploads/venues/7-ab12-960.webp 960w, /uploads/venues/7-ab12-1600.webp 1600w",
    });
    expect(existsSync(file("7-ab12-480.webp"))).toBe(false);
    expect(existsSync(file("7-ab12-960.webp"))).toBe(false);
    expect(existsSync(file("8-cd34-480.webp"))).toBe(true);

    await removeImageSet(dataDir, { url: "/uploads/../secret.webp", srcset: "/uploads/venues/../../secret.webp 480w" });
    expect(existsSync(path.join(dataDir, "secret.webp"))).toBe(true);
  });
});
