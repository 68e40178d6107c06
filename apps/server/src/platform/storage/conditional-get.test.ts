import { describe, expect, it } from "vitest";
import { isNotModified } from "./conditional-get.ts";

const object = { etag: '"abc123"', lastModified: new Date("2026-11-20T10:00:00.500Z") };

describe("isNotModified", () => {
  it.each([
    ['"abc123"', true],
    ['W/"abc123"', true],
    ['"zzz", "abc123"', true],
    ["*", true],
    ['"zzz"', false],
    ["", false],
  ])("If-None-Match %s -> %s", (value, expected) => {
    expect(isNotModified({ "if-none-match": value }, object)).toBe(expected);
  });

  it("If-None-Match wins over If-Modified-Since", () => {
    const headers = { "if-none-match": '"zzz"', "if-modified-since": "Fri, 20 Nov 2026 11:00:00 GMT" };
    expect(isNotModified(headers, object)).toBe(false);
  });

  it.each([
    ["Fri, 20 Nov 2026 10:00:00 GMT", true], // same second: the header has no milliseconds
    ["Fri, 20 Nov 2026 11:00:00 GMT", true],
    ["Fri, 20 Nov 2026 09:59:59 GMT", false],
    ["yesterday", false],
  ])("If-Modified-Since %s -> %s", (value, expected) => {
    expect(isNotModified({ "if-modified-since": value }, object)).toBe(expected);
  });

  it("answers false without conditions or without an ETag to compare", () => {
    expect(isNotModified({}, object)).toBe(false);
    expect(isNotModified({ "if-none-match": '"abc123"' }, { etag: undefined, lastModified: undefined })).toBe(false);
  });
});
