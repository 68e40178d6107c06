import fc from "fast-check";
import {
  craftedCursors,
  hostileBodyValues,
  hostileQueryValues,
  hostileRawBodies,
  hostileSegments,
} from "../../apps/server/test/hostile-input.ts";

/**
 * The hostile corpus of the fuzz suite (issue 22), on top of the hostile-input table's values
 * (apps/server/test/hostile-input.ts, decision 220): as fast-check arbitraries, so the fuzz mixes
 * them into otherwise valid requests instead of sending each alone.
 */

const megabyte = 1024 * 1024;

/** JSON values for one field: wrong types, control characters, lone surrogates, huge and negative numbers, bad dates. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileBodyValues),
  fc.constantFrom(
    "x".repeat(megabyte),
    "\ud800",
    "\udc00x",
    "a\ud83dz",
    "\u202eevil",
    "\ufeff",
    "\r\n\t\v\f",
    "\u001b[2J",
    "2026-02-30",
    "2026-13-01T00:00:00Z",
    "0000-00-00T00:00:00Z",
    "+275760-09-13T00:00:01Z",
    "9999-12-31T23:59:60Z",
    "2026-01-01T25:00:00+99:00",
    "not a date",
    "",
    " ",
    -2147483649,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -0,
    0.1 + 0.2,
    { __proto__: null, constructor: { prototype: { admin: true } } },
    { toString: "x", valueOf: 1 },
    ["a", 1, null, {}],
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys that exploit prototype lookups, as raw JSON members (an object literal would set the prototype). */
const pollutingMembers = [
  '"__proto__":{"admin":true,"roles":["admin"]}',
  '"constructor":{"prototype":{"admin":true}}',
  '"prototype":{"admin":true}',
  '"hasOwnProperty":1',
  '"toString":"x"',
];

/** Raw request bodies no JSON route takes: broken JSON, deep nesting, 1 MB, NUL, invalid UTF-8. */
export const hostileRawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom<string | Buffer>(
    ...hostileRawBodies,
    `{${pollutingMembers.join(",")}}`,
    `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`,
    `"${"x".repeat(megabyte + 10)}"`,
    '{"a":1,"a":2}',
    "{'a':1}",
    '{"a":1}garbage',
    "\ufeff{}",
    "NaN",
    "-Infinity",
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
    Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
  ),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
);

/** Content-Type headers a JSON route does not take (undefined: none at all). */
export const wrongContentType = fc.constantFrom<string | undefined>(
  undefined,
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "application/json; charset=utf-16",
  "application/xml",
  "application/json, text/plain",
  "image/png",
  "",
);

/** Adds one polluting member to a JSON object text. */
export function withPollutingMember(json: string, index: number): string {
  const member = pollutingMembers[index % pollutingMembers.length] as string;
  return json === "{}" ? `{${member}}` : json.replace(/^\{/, `{${member},`);
}

/** A path parameter: already percent-encoded segments, the huge, negative and broken ones. */
export const hostileSegment = fc.oneof(
  fc.constantFrom(...hostileSegments, "%2F", "..", ".", "%2e%2e", "%5C", "%20", "-0", "0x10", "1%00", "1;drop"),
  fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

/** A query value: already percent-encoded. */
export const hostileQueryValue = fc.oneof(
  fc.constantFrom(...hostileQueryValues, "", "%", "%zz", "-99999999999999999999", "1e-400", "true", "null"),
  fc.string({ unit: "binary", maxLength: 40 }).map(encodeURIComponent),
);

/** Cursors no codec wrote (percent-encoded where needed). */
export const craftedCursor = fc.oneof(
  fc.constantFrom(...craftedCursors),
  fc.jsonValue({ maxDepth: 2 }).map((v) => Buffer.from(JSON.stringify(v) ?? "").toString("base64url")),
  fc.string({ maxLength: 60 }).map(encodeURIComponent),
);
