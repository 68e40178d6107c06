import { describe, expect, it } from "vitest";
import { failureSummary, forLog, isBlank, isDataRefusal, storedMessageId, stripUnsafeCharacters } from "./mail-text.ts";

describe("stripUnsafeCharacters", () => {
  it("drops C0 (but tab and line breaks), DEL, C1, lone surrogates and bidi controls; keeps emoji and accents", () => {
    const controls = [...Array(0x20).keys(), 0x7f, ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i)]
      .filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d)
      .map((c) => String.fromCharCode(c))
      .join("");
    const bidi = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069";
    expect(stripUnsafeCharacters(`a${controls}b${bidi}c\uD800d\uDC00e`)).toBe("abcde");
    expect(stripUnsafeCharacters("Café 🔥\tok\r\nnext")).toBe("Café 🔥\tok\r\nnext");
  });
});

describe("isBlank", () => {
  it.each([
    ["", true],
    [" \n\t", true],
    ["\u200B\u200C\u200D\u2060\uFEFF\u00A0\u3164", true],
    ["\u2800\u115F\u034F\uFE0F", true],
    ["\u0600", false],
    ["a\u200B", false],
    ["🔥", false],
  ])("%j -> %s", (text, blank) => {
    expect(isBlank(text)).toBe(blank);
  });
});

describe("storedMessageId", () => {
  it("keeps a printable Message-ID, digests a missing, unprintable or overlong one", () => {
    const raw = Buffer.from("From: a@b\r\n\r\nhi");
    expect(storedMessageId(" <ok@example.com> ", raw)).toBe("<ok@example.com>");
    expect(storedMessageId(undefined, raw)).toMatch(/^<[0-9a-f]{64}@digest\.invalid>$/);
    expect(storedMessageId("<a\u0000b@x>", raw)).toMatch(/^<[0-9a-f]{64}@id-digest\.invalid>$/);
    expect(storedMessageId("<café@x>", raw)).toMatch(/@id-digest\.invalid>$/);
    expect(storedMessageId(`<${"x".repeat(300)}@x>`, raw)).toMatch(/@id-digest\.invalid>$/);
    expect(storedMessageId("<a\u0000b@x>", raw)).toBe(storedMessageId("<a\u0000b@x>", Buffer.from("other bytes")));
  });
});

describe("forLog", () => {
  it("drops control characters and line breaks and bounds the length", () => {
    expect(forLog("a\u0000b\r\nc", 10)).toBe("ab  c");
    expect(forLog("x".repeat(50), 10)).toBe(`${"x".repeat(10)}…`);
  });
});

describe("failureSummary and isDataRefusal", () => {
  /** What drizzle throws around a driver error: the SQL and the values in the message. */
  const queryError = (code: string) =>
    Object.assign(new Error('Failed query: insert into "messages" ("body") values ($1)\nparams: secret body'), {
      name: "DrizzleQueryError",
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }),
    });

  it("names the error and its SQLSTATE, never its message", () => {
    const summary = failureSummary(queryError("22021"));
    expect(summary).toEqual({ name: "DrizzleQueryError < Error", code: "22021" });
    expect(JSON.stringify(summary)).not.toMatch(/insert|secret|UTF8/);
  });

  it.each([
    ["22021", true],
    ["22P05", true],
    ["54000", true],
    ["08006", false],
    ["57P01", false],
    ["23505", false],
  ])("SQLSTATE %s is a refusal of the data: %s", (code, data) => {
    expect(isDataRefusal(queryError(code))).toBe(data);
  });

  it("is not a data refusal without a code", () => {
    expect(isDataRefusal(new Error("storage down"))).toBe(false);
    expect(isDataRefusal("text")).toBe(false);
  });
});
