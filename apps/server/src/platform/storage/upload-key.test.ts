import { describe, expect, it } from "vitest";
import { assertUploadKey, isUploadKey, uploadKeyOf, uploadUrl } from "./upload-key.ts";

describe("upload keys", () => {
  it.each(["avatars/12-9f0e1d2c3b4a5968.webp", "venues/7-ab12cd-960.webp", "seed/class-3-480.webp"])(
    "accepts %s",
    (key) => {
      expect(isUploadKey(key)).toBe(true);
      expect(uploadKeyOf(uploadUrl(key))).toBe(key);
    },
  );

  it.each([
    "",
    "secret.webp",
    "../secret.webp",
    "venues/../secret.webp",
    "venues/..%2fsecret.webp",
    "a/b/c.webp",
    "/venues/1.webp",
    "venues/1.WEBP",
    "Venues/1.webp",
    "venues/1.webp.png",
    "venues/1_a.webp",
    "venues/.webp-x",
    "venues/1.webp\n",
    "venues/1 .webp",
  ])("refuses %j", (key) => {
    expect(isUploadKey(key)).toBe(false);
    expect(uploadKeyOf(`/uploads/${key}`)).toBeNull();
    expect(() => assertUploadKey(key)).toThrow(/Not an upload key/);
  });

  it("only reads our own URL prefix", () => {
    expect(uploadKeyOf("https://elsewhere.test/uploads/venues/1.webp")).toBeNull();
    expect(uploadKeyOf("/assets/venues/1.webp")).toBeNull();
  });
});
