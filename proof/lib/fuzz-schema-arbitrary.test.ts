import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { arbitraryOf, type JsonSchema, UnsupportedSchemaError } from "./fuzz-schema-arbitrary.ts";

/** The JSON Schema the server's OpenAPI document holds for a zod schema (fastify-type-provider-zod's target). */
const asOpenApi = (schema: z.ZodType) => z.toJSONSchema(schema, { target: "openapi-3.0", io: "input" }) as JsonSchema;

describe("arbitraryOf", () => {
  const contract = z
    .object({
      title: z.string().min(3).max(20),
      slug: z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        .max(40),
      id: z.string().regex(/^[1-9]\d{0,9}$/),
      level: z.enum(["beginner", "advanced"]),
      seats: z.number().int().min(1).max(40),
      price: z.number().positive().max(10_000),
      note: z.string().max(500).nullable(),
      starts: z.iso.datetime({ offset: true }),
      day: z.iso.date(),
      tags: z.array(z.string().min(1).max(8)).min(1).max(3),
      extra: z.record(z.string(), z.number()).optional(),
      flag: z.boolean().optional(),
      either: z.union([z.literal("a"), z.number().int().min(0)]),
    })
    .strict();

  it("draws only values the zod contract accepts", () => {
    const arbitrary = arbitraryOf(asOpenApi(contract));
    fc.assert(
      fc.property(arbitrary, (value) => {
        const parsed = contract.safeParse(value);
        if (!parsed.success) throw new Error(`${JSON.stringify(value)}: ${parsed.error.message}`);
      }),
      { numRuns: 300 },
    );
  });

  it("draws optional fields both present and absent", () => {
    const values = fc.sample(arbitraryOf(asOpenApi(contract)), { numRuns: 200, seed: 1 }) as Record<string, unknown>[];
    expect(values.some((v) => "flag" in v)).toBe(true);
    expect(values.some((v) => !("flag" in v))).toBe(true);
    expect(values.some((v) => v.note === null)).toBe(true);
  });

  it("refuses a schema it cannot generate instead of skipping it", () => {
    expect(() => arbitraryOf({ type: "string", contentEncoding: "base64" }, "#/body")).toThrow(UnsupportedSchemaError);
    expect(() => arbitraryOf({ type: "tuple" })).toThrow(/no generator for the type "tuple"/);
    expect(() => arbitraryOf({ enum: [] })).toThrow(UnsupportedSchemaError);
    expect(() => arbitraryOf({ type: "number", multipleOf: 0.5 })).toThrow(/multipleOf/);
  });
});
