import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type OpenApiDocument, operationsOf } from "./fuzz-operations.ts";

const doc: OpenApiDocument = {
  paths: {
    "/api/classes/{id}": {
      patch: {
        parameters: [
          { in: "path", name: "id", required: true, schema: { type: "string", pattern: "^[1-9]\\d{0,9}$" } },
        ],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { title: { type: "string", minLength: 3, maxLength: 20 } },
                required: ["title"],
                additionalProperties: false,
              },
            },
          },
        },
      },
      get: { parameters: [{ in: "query", name: "sort", schema: { type: "string", enum: ["new", "old"] } }] },
    },
  },
};

describe("operationsOf", () => {
  const ops = operationsOf(doc);
  const patch = ops.find((o) => o.method === "PATCH");
  const samples = fc.sample(patch?.request ?? fc.constant(undefined), { numRuns: 400, seed: 7 });

  it("lists every operation of the document", () => {
    expect(ops.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      "GET /api/classes/{id}",
      "PATCH /api/classes/{id}",
    ]);
  });

  it("sends valid-shaped requests that the contract accepts, as every principal", () => {
    const valid = samples.filter((r) => r?.kind === "valid");
    expect(valid.length).toBeGreaterThan(50);
    for (const r of valid) {
      expect(r?.url).toMatch(/^\/api\/classes\/[1-9]\d{0,9}$/);
      const body = JSON.parse(String(r?.payload));
      expect(body.title.length).toBeGreaterThanOrEqual(3);
      expect(r?.contentType).toBe("application/json");
    }
    expect(new Set(samples.map((r) => r?.principal))).toEqual(new Set(["anonymous", "student", "instructor", "admin"]));
  });

  it("mangles the path parameter, the query, the body and the content type", () => {
    const kinds = new Set(samples.map((r) => r?.kind.split(" ").slice(0, 2).join(" ")));
    for (const kind of [
      "mangled path",
      "mangled query",
      "body replace",
      "body drop",
      "body extra",
      "body pollute",
      "raw body",
    ]) {
      expect(kinds).toContain(kind);
    }
    expect([...kinds].some((k) => k?.startsWith("content-type"))).toBe(true);
    const polluted = samples.filter((r) => r?.kind.startsWith("body pollute")).map((r) => String(r?.payload));
    expect(polluted.some((p) => p.includes('"__proto__"'))).toBe(true);
  });

  it("fails on an operation it has no generator for", () => {
    const multipart: OpenApiDocument = {
      paths: {
        "/api/x": { post: { requestBody: { content: { "multipart/form-data": { schema: { type: "object" } } } } } },
      },
    };
    expect(() => operationsOf(multipart)).toThrow(
      /POST \/api\/x: no generator for request bodies of multipart\/form-data/,
    );
    const tuple: OpenApiDocument = {
      paths: { "/api/y": { get: { parameters: [{ in: "query", name: "t", schema: { type: "tuple" } }] } } },
    };
    expect(() => operationsOf(tuple)).toThrow(/GET \/api\/y query.t: no generator for the type "tuple"/);
  });
});
