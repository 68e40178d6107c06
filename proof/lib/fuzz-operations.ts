import fc from "fast-check";
import {
  craftedCursor,
  hostileQueryValue,
  hostileRawBody,
  hostileSegment,
  hostileValue,
  withPollutingMember,
  wrongContentType,
} from "./fuzz-corpus.ts";
import { arbitraryOf, type JsonSchema } from "./fuzz-schema-arbitrary.ts";

/**
 * Every operation of the app's OpenAPI document and the fast-check arbitrary of its requests:
 * valid-shaped requests drawn from its JSON Schemas (which the server writes from the zod
 * contracts), the same with one part mangled by the hostile corpus, and wholly hostile ones.
 */

export const principals = ["anonymous", "student", "instructor", "admin"] as const;
export type Principal = (typeof principals)[number];

export interface FuzzRequest {
  principal: Principal;
  /** Send the CSRF token header (true for nearly every request: the fuzz must pass the gate). */
  csrf: boolean;
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  /** What kind of request this is, for the failure report. */
  kind: string;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/classes/{id}`. */
  path: string;
  request: fc.Arbitrary<FuzzRequest>;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const methods = new Set(["get", "post", "put", "patch", "delete"]);

/** Every operation of the document; throws (naming it) when one has a schema no arbitrary covers. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      const at = `${method.toUpperCase()} ${path}`;
      out.push({ method: method.toUpperCase(), path, request: requestOf(method.toUpperCase(), path, op, at) });
    }
  }
  return out;
}

type Pairs = [string, string][];

/** Small ids hit the rows the fuzz and the seed made; drawn ids from the schema mostly miss. */
const existingId = fc.integer({ min: 1, max: 6 }).map(String);

function requestOf(method: string, path: string, op: OpenApiOperation, at: string): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const jsonSchema = op.requestBody?.content?.["application/json"]?.schema;
  const otherTypes = Object.keys(op.requestBody?.content ?? {}).filter((t) => t !== "application/json");
  if (otherTypes.length > 0) throw new Error(`${at}: no generator for request bodies of ${otherTypes.join(", ")}`);
  const unknownIn = params.find((p) => !["path", "query"].includes(p.in));
  if (unknownIn) throw new Error(`${at}: no generator for parameters in "${unknownIn.in}"`);

  const validSegments = pathParams.map((p) => {
    const drawn = arbitraryOf(p.schema ?? { type: "string" }, `${at} path.${p.name}`).map((v) =>
      encodeURIComponent(String(v)),
    );
    return fc.oneof({ weight: 2, arbitrary: existingId }, { weight: 3, arbitrary: drawn });
  });
  const validQuery = queryParams.map((p) => {
    const value = arbitraryOf(p.schema ?? { type: "string" }, `${at} query.${p.name}`);
    const pairs = value.map((v): Pairs => (Array.isArray(v) ? v : [v]).map((x) => [p.name, String(x)]));
    return p.required ? pairs : fc.option(pairs, { nil: [] as Pairs, freq: 2 });
  });
  const validBody = jsonSchema ? arbitraryOf(jsonSchema, `${at} body`) : undefined;

  const segmentsArb = fc.tuple(...validSegments);
  const queryArb = fc.tuple(...validQuery).map((lists) => lists.flat());
  const bodyArb: fc.Arbitrary<unknown> = validBody ?? fc.constant(undefined);
  const base = fc.record({
    principal: fc.constantFrom(...principals),
    csrf: fc.oneof({ weight: 19, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    segments: segmentsArb,
    query: queryArb,
    body: bodyArb,
  });

  const build = (
    b: { principal: Principal; csrf: boolean; segments: string[]; query: Pairs },
    kind: string,
    payload?: string | Buffer,
    contentType?: string,
  ): FuzzRequest => {
    let i = 0;
    const filled = path.replace(/\{[^}]+\}/g, () => b.segments[i++] ?? "1");
    const qs = b.query.map(([k, v]) => `${encodeURIComponent(k)}=${v === "" ? "" : encodeURIComponent(v)}`).join("&");
    const url = qs ? `${filled}?${qs}` : filled;
    return { principal: b.principal, csrf: b.csrf, method, url, kind, payload, contentType };
  };
  const jsonPayload = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));
  const sendsBody = method !== "GET";

  // Valid-shaped: every part drawn from the contract.
  const valid = base.map((b) =>
    build(b, "valid", jsonPayload(b.body), jsonPayload(b.body) ? "application/json" : undefined),
  );

  // One part mangled: a path segment, a query value, a cursor, a body field.
  const mangled: fc.Arbitrary<FuzzRequest>[] = [];
  if (pathParams.length > 0) {
    mangled.push(
      fc.tuple(base, fc.nat(), hostileSegment).map(([b, n, seg]) => {
        const segments = [...b.segments];
        segments[n % segments.length] = seg;
        return build(
          { ...b, segments },
          "mangled path parameter",
          jsonPayload(b.body),
          b.body ? "application/json" : undefined,
        );
      }),
    );
  }
  const queryNames = [...queryParams.map((p) => p.name), "cursor", "q", "limit", "id"];
  mangled.push(
    fc
      .tuple(base, fc.constantFrom(...queryNames), fc.oneof(hostileQueryValue, craftedCursor), fc.boolean())
      .map(([b, name, v, twice]) => {
        const query: Pairs = b.query.filter(([k]) => k !== name);
        const raw = twice ? [`${name}=${v}`, `${name}=1`, `${name}[x]=2`] : [`${name}=${v}`];
        const req = build(
          { ...b, query },
          `mangled query ${name}`,
          jsonPayload(b.body),
          b.body ? "application/json" : undefined,
        );
        req.url += `${req.url.includes("?") ? "&" : "?"}${raw.join("&")}`;
        return req;
      }),
  );
  if (sendsBody) {
    mangled.push(
      fc
        .tuple(base, fc.nat(), hostileValue, fc.constantFrom("replace", "drop", "extra", "pollute"))
        .map(([b, n, v, how]) => {
          const body = (b.body && typeof b.body === "object" && !Array.isArray(b.body) ? { ...b.body } : {}) as Record<
            string,
            unknown
          >;
          const keys = Object.keys(body);
          const key = keys.length > 0 ? (keys[n % keys.length] as string) : "name";
          if (how === "replace") body[key] = v;
          else if (how === "drop") delete body[key];
          else if (how === "extra") body[`extra_${n % 7}`] = v;
          const text = JSON.stringify(body);
          const payload = how === "pollute" ? withPollutingMember(text, n) : text;
          return build(b, `body ${how} ${key}`, payload, "application/json");
        }),
      fc.tuple(base, hostileRawBody).map(([b, raw]) => build(b, "raw body", raw, "application/json")),
      fc
        .tuple(base, wrongContentType, fc.oneof(hostileRawBody, fc.constant("{}")))
        .map(([b, type, raw]) =>
          build(b, `content-type ${type ?? "none"}`, validBody ? JSON.stringify(b.body ?? {}) : raw, type),
        ),
    );
  }
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: fc.oneof(...mangled) });
}
