import { describe, expect, it } from "vitest";
import {
  assertUploadKey,
  isPrivateUploadKey,
  isPublicUploadKey,
  isUploadKey,
  uploadKeyOf,
  uploadUrl,
} from "./upload-key.ts";

describe("upload keys", () => {
  it.each([
    "avatars/12-9f0e1d2c3b4a5968.webp",
    "venues/7-ab12cd-960.webp",
    "seed/class-3-480.webp",
    "feedback/9f0e1d2c3b4a5968.png",
  ])("accepts %s", (key) => {
    expect(isUploadKey(key)).toBe(true);
    expect(uploadKeyOf(uploadUrl(key))).toBe(key);
  });

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
    "venues/1.PNG",
    "venues/1.jpg",
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

  it.each(["messages/12-ab12cd-960.webp", "feedback/0123456789abcdef01234567.png"])("keeps %j private", (key) => {
    expect(isPrivateUploadKey(key)).toBe(true);
    expect(isPublicUploadKey(key)).toBe(false);
  });

  it.each(["venues/7-ab12cd-960.webp", "classes/1-ab-480.webp", "avatars/3-9f.webp", "seed/class-1-960.webp"])(
    "serves %j publicly",
    (key) => {
      expect(isPublicUploadKey(key)).toBe(true);
      expect(isPrivateUploadKey(key)).toBe(false);
    },
  );

  it.each([
    "MESSAGES/1-a.webp",
    "messages/../classes/1.webp",
    "./messages/1-a.webp",
    "messages//1-a.webp",
    "x/messages/1.webp",
  ])("is neither public nor private for a non-key %j", (key) => {
    expect(isPublicUploadKey(key)).toBe(false);
    expect(isPrivateUploadKey(key)).toBe(false);
  });
});
