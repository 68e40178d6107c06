import type { FastifyInstance } from "fastify";

/**
 * The hostile-input table (decision 220): every registered route, read from the router itself
 * (`printRoutes`), and the mangled requests sent to each. Field names come from the OpenAPI
 * document where the route is documented, so every query and body field gets each bad value.
 */

export interface RegisteredRoute {
  method: string;
  /** Fastify's path, e.g. `/api/classes/:id`. */
  path: string;
}

/** Every (method, path) the router holds, HEAD and OPTIONS aside (HEAD is GET without the body). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const m = /^([│ ├└─]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m?.[2]) continue;
    const depth = Math.round((m[1]?.length ?? 0) / 4);
    stack.length = depth;
    const parent = stack.join("");
    // A wildcard or parameter child prints without its slash (`/api/locations` -> `*`).
    stack[depth] = /^[*:]/.test(m[2]) && !parent.endsWith("/") ? `/${m[2]}` : m[2];
    const path = stack.join("");
    for (const method of (m[3] ?? "").split(",").map((s) => s.trim())) {
      if (method && method !== "HEAD" && method !== "OPTIONS") out.push({ method, path });
    }
  }
  return out;
}

interface OpenApiParameter {
  in: string;
  name: string;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type OpenApiDoc = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Query and body field names of a route, from the OpenAPI document (empty if it is hidden). */
export function fieldsOf(app: FastifyInstance, route: RegisteredRoute): { query: string[]; body: string[] } {
  const doc = (app as unknown as { swagger: () => OpenApiDoc }).swagger();
  const openApiPath = route.path.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}");
  const op = doc.paths[openApiPath]?.[route.method.toLowerCase()];
  const query = (op?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  const body = Object.keys(op?.requestBody?.content?.["application/json"]?.schema?.properties ?? {});
  return { query, body };
}

const b64 = (v: unknown) => Buffer.from(typeof v === "string" ? v : JSON.stringify(v)).toString("base64url");

/** Path segments no route should choke on (already percent-encoded where they need to be). */
export const hostileSegments = [
  "%00",
  "a%00b",
  "%01",
  "%7F",
  "%C2%85",
  "%ED%A0%80",
  "%C0%AF",
  "%E0%A4%A",
  "%",
  "99999999999999999999",
  "2147483648",
  "999999999999999",
  "-1",
  "0",
  "1e309",
  "NaN",
  "1.5",
  "..%2F..%2Fetc%2Fpasswd",
  "%27%20or%201%3D1--",
  "x".repeat(300),
];

/** Query values, percent-encoded. */
export const hostileQueryValues = [
  "%00",
  "a%00b",
  "%1B%5B31m",
  "%C2%9B",
  "%ED%A0%80",
  "%E0%A4%A",
  "99999999999999999999",
  "2147483648",
  "-1",
  "1e309",
  "NaN",
  "Infinity",
  "1.5",
  "%5B%5D",
  "x".repeat(2000),
];

/** Cursors no codec wrote: bad base64, bad JSON, wrong types, huge numbers, NUL, another sort. */
export const craftedCursors = [
  "%00",
  "!!!",
  "a b",
  b64("not json"),
  b64("null"),
  b64([]),
  b64({}),
  b64({ v: 1, o: -1 }),
  b64({ v: 1, o: 1e308 }),
  b64('{"v":1,"o":1e309}'),
  b64({ v: 1, o: "20" }),
  b64({ o: [1] }),
  b64({ v: 1, s: "soonest", k: "not a date", id: 1 }),
  b64({ v: 1, s: "soonest", k: "2030-01-01T00:00:00Z", id: 99999999999 }),
  b64({ v: 1, s: "price_asc", k: "1; drop table users", id: 1 }),
  b64({ v: 1, s: "name", k: "a\u0000b", id: 1 }),
  b64({ v: 1, s: "id", k: null, id: -5 }),
  b64({ v: 1, s: "id", k: null, id: 2147483648 }),
  b64(["soonest", "garbage", 1]),
  b64(["price_desc", { x: 1 }, 1]),
  b64("99999999999999999999"),
  b64("-1"),
  encodeURIComponent(b64({ v: 1, o: 0 }).padEnd(1500, "A")),
];

/** JSON values for one body field. */
export const hostileBodyValues: unknown[] = [
  "a\u0000b",
  "\u0000",
  "line\u0007bell",
  "\u009b31m",
  "\ud800",
  "x".repeat(100_000),
  1e20,
  2147483648,
  -1,
  1.5,
  1e308,
  true,
  null,
  [],
  ["\u0000"],
  {},
  { $gt: "" },
];

/** Whole request bodies that are not what any route takes (raw text, sent as JSON). */
export const hostileRawBodies = [
  "",
  "{",
  '{"a":',
  "null",
  "[]",
  '"\\u0000"',
  "1e309",
  '{"__proto__":{"admin":true}}',
  '{"id":99999999999999999999,"class_id":-0,"ids":[1e400]}',
  "[".repeat(5000),
  '{"a":"\\ud800"}',
  "\u0000",
];
