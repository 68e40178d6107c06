import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationError } from "./errors.ts";
import {
  cursorMessage,
  type KeyKind,
  keysetCursor,
  MAX_ID,
  MAX_OFFSET,
  offsetCursor,
  pageOf,
  rowsToRead,
} from "./pagination.ts";

const b64 = (s: string) => Buffer.from(s).toString("base64url");

/** The 422 of docs/product.md#validation on `cursor`, and nothing else, for any text the codec did not write. */
function refuses(run: () => unknown) {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).errors).toEqual({ cursor: [cursorMessage] });
    return;
  }
  throw new Error("the cursor was accepted");
}

/** Decodes or refuses with the 422: never any other error, never a value of the wrong kind. */
function decodesSafely(run: () => unknown) {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
  }
}

const id = fc.integer({ min: 1, max: MAX_ID });
const instant = fc
  .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true })
  .map((d) => d.toISOString());
const safeText = fc.string({ maxLength: 300, unit: "grapheme" }).filter((s) => !/[\p{Cc}]/u.test(s));
const kinds: Array<[KeyKind, fc.Arbitrary<string | number | null>]> = [
  ["instant", instant],
  ["number", fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 })],
  ["text", safeText],
  ["none", fc.constant(null)],
];

describe("keyset cursors", () => {
  for (const [kind, value] of kinds) {
    it(`round-trip every ${kind} value and id`, () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 20 }), value, id, (sort, v, i) => {
          const raw = keysetCursor.encode({ sort, value: v, id: i });
          expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(keysetCursor.decode(raw, sort, kind)).toEqual({ sort, value: v === 0 ? 0 : v, id: i });
        }),
      );
    });
  }

  it("refuses a cursor made for another sort", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), instant, id, (a, b, v, i) => {
        fc.pre(a !== b);
        refuses(() => keysetCursor.decode(keysetCursor.encode({ sort: a, value: v, id: i }), b, "instant"));
      }),
    );
  });

  it("refuses ids outside int4, fractional or type-confused, and values of the wrong kind", () => {
    const bad = [
      { v: 1, s: "soonest", k: "2030-01-01T00:00:00.000Z", id: 0 },
      { v: 1, s: "soonest", k: "2030-01-01T00:00:00.000Z", id: -1 },
      { v: 1, s: "soonest", k: "2030-01-01T00:00:00.000Z", id: MAX_ID + 1 },
      { v: 1, s: "soonest", k: "2030-01-01T00:00:00.000Z", id: 1.5 },
      { v: 1, s: "soonest", k: "2030-01-01T00:00:00.000Z", id: "7" },
      { v: 1, s: "soonest", k: "2030-01-01T00:00:00.000Z", id: [7] },
      { v: 1, s: "soonest", k: "2030-01-01T00:00:00.000Z", id: { "0": 7 } },
      { v: 1, s: "soonest", k: "not a date", id: 7 },
      { v: 1, s: "soonest", k: "2030-13-45T99:00:00Z", id: 7 },
      { v: 1, s: "soonest", k: 1700000000, id: 7 },
      { v: 1, s: "soonest", k: ["2030-01-01T00:00:00.000Z"], id: 7 },
      { v: 1, s: ["soonest"], k: "2030-01-01T00:00:00.000Z", id: 7 },
      { v: 2, s: "soonest", k: "2030-01-01T00:00:00.000Z", id: 7 },
      { s: "soonest", k: "2030-01-01T00:00:00.000Z", id: 7 },
    ];
    for (const payload of bad) refuses(() => keysetCursor.decode(b64(JSON.stringify(payload)), "soonest", "instant"));
    refuses(() =>
      keysetCursor.decode(b64('{"v":1,"s":"soonest","k":"2030-01-01T00:00:00Z","id":1e309}'), "soonest", "instant"),
    );
    refuses(() => keysetCursor.decode(b64('{"v":1,"s":"price_asc","k":"12","id":7}'), "price_asc", "number"));
    refuses(() => keysetCursor.decode(b64('{"v":1,"s":"price_asc","k":1e300,"id":7}'), "price_asc", "number"));
    refuses(() => keysetCursor.decode(b64('{"v":1,"s":"name","k":"a\\u0000b","id":7}'), "name", "text"));
    refuses(() => keysetCursor.decode(b64('{"v":1,"s":"name","k":"a\\ud800","id":7}'), "name", "text"));
    refuses(() => keysetCursor.decode(b64('{"v":1,"s":"id","k":"x","id":7}'), "id", "none"));
  });

  it("still reads the class browse cursor written before the codec ([sort, value, id])", () => {
    const legacy = b64(JSON.stringify(["soonest", "2030-01-01T00:00:00.000Z", 7]));
    expect(keysetCursor.decode(legacy, "soonest", "instant")).toEqual({
      sort: "soonest",
      value: "2030-01-01T00:00:00.000Z",
      id: 7,
    });
  });

  it("never throws anything but the 422 for arbitrary text or arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1200, unit: "binary" }), (raw) => {
        for (const [kind] of kinds) decodesSafely(() => keysetCursor.decode(raw, "soonest", kind));
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const raw = b64(JSON.stringify(json) ?? "null");
        for (const [kind] of kinds) {
          try {
            const k = keysetCursor.decode(raw, "soonest", kind);
            // Whatever gets through is exactly what the SQL expects.
            expect(Number.isSafeInteger(k.id) && k.id >= 1 && k.id <= MAX_ID).toBe(true);
          } catch (err) {
            expect(err).toBeInstanceOf(ValidationError);
          }
        }
      }),
    );
  });
});

describe("offset cursors", () => {
  it("round-trip every offset in range, and say where the next page starts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_OFFSET }), (o) => {
        expect(offsetCursor.decode(offsetCursor.encode(o))).toBe(o);
      }),
    );
    expect(offsetCursor.next(0, 20, 20)).toBeNull();
    expect(offsetCursor.decode(offsetCursor.next(20, 20, 41) ?? "")).toBe(40);
    expect(offsetCursor.decode(undefined)).toBe(0);
  });

  it("reads the unversioned class-request cursor, and refuses negative, huge, fractional or confused offsets", () => {
    expect(offsetCursor.decode(b64('{"o":40}'))).toBe(40);
    for (const payload of [
      '{"o":-1}',
      `{"o":${MAX_OFFSET + 1}}`,
      '{"o":1e309}',
      '{"o":1.5}',
      '{"o":"20"}',
      '{"o":[20]}',
      '{"o":null}',
      '{"v":9,"o":20}',
      "[20]",
      "20",
      "null",
      '"x"',
    ]) {
      refuses(() => offsetCursor.decode(b64(payload)));
    }
    for (const raw of ["%%%", "a b", "abc\u0000", "x".repeat(1001), "=abc", "!!"])
      refuses(() => offsetCursor.decode(raw));
  });

  it("never throws anything but the 422 for arbitrary text", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (raw) => decodesSafely(() => offsetCursor.decode(raw))));
  });
});

describe("pageOf, the one page builder", () => {
  const rows = [{ id: 5 }, { id: 4 }, { id: 3 }];
  const after = (last: { id: number }) => keysetCursor.encode({ sort: "id", value: null, id: last.id });

  it("reads one row more than it shows", () => {
    expect(rowsToRead(20)).toBe(21);
  });

  it("keeps the first `limit` rows and points the next cursor after the last one kept when more followed", () => {
    const page = pageOf(rows, 2, after);
    expect(page.rows).toEqual([{ id: 5 }, { id: 4 }]);
    expect(keysetCursor.decode(page.nextCursor, "id", "none").id).toBe(4);
  });

  it("has no next cursor on the last page, full or not, nor on an empty one", () => {
    expect(pageOf(rows, 3, after)).toEqual({ rows, nextCursor: null });
    expect(pageOf(rows, 10, after)).toEqual({ rows, nextCursor: null });
    expect(pageOf([], 10, after)).toEqual({ rows: [], nextCursor: null });
  });

  it("builds offset cursors too", () => {
    const page = pageOf(rows, 2, () => offsetCursor.encode(40 + 2));
    expect(offsetCursor.decode(page.nextCursor ?? "")).toBe(42);
  });
});
