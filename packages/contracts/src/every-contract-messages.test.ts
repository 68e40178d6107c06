import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as contracts from "./index.ts";
import { rawValidatorText } from "./validation-messages.ts";

/**
 * Walks every schema the contracts export (every form's contract is one of them: request bodies,
 * queries, params) with wrong values in every field, and checks that no message zod wrote for
 * developers ("Invalid option: expected one of ...", "Too small: ...") can reach a person.
 */
const junk: unknown[] = [
  undefined,
  null,
  "",
  " ",
  "x",
  "not-an-email",
  "x".repeat(20_000),
  "\u0000",
  -1,
  0,
  1.5,
  2 ** 40,
  true,
  [],
  [""],
  [42],
  [{}],
  Array.from({ length: 60 }, () => "x"),
  {},
  { nested: 1 },
];

const schemas = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] =>
    entry[0].endsWith("Schema") && typeof (entry[1] as { safeParse?: unknown }).safeParse === "function",
);

function shapeOf(schema: z.ZodType): Record<string, unknown> | undefined {
  const def = (schema as unknown as { _zod: { def: { shape?: Record<string, unknown>; in?: z.ZodType } } })._zod.def;
  return def.shape ?? (def.in ? shapeOf(def.in) : undefined);
}

function messagesFor(schema: z.ZodType): string[] {
  const inputs: unknown[] = [...junk];
  const shape = shapeOf(schema);
  if (shape) {
    for (const key of Object.keys(shape)) for (const value of junk) inputs.push({ [key]: value, unknown_field: 1 });
  }
  const out: string[] = [];
  for (const input of inputs) {
    const result = schema.safeParse(input);
    if (!result.success) out.push(...result.error.issues.map((i) => i.message));
  }
  return out;
}

describe("every contract speaks to people", () => {
  it("exports the schemas the forms use", () => {
    const names = schemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        "createClassSchema",
        "createClassRequestSchema",
        "registerBodySchema",
        "createApplicationSchema",
        "classesQuerySchema",
      ]),
    );
  });

  it.each(schemas.map(([name, schema]) => [name, schema] as const))("%s: no validator text", (_name, schema) => {
    const messages = messagesFor(schema);
    expect(messages.length).toBeGreaterThan(0);
    const raw = messages.filter((m) => rawValidatorText.test(m));
    expect(raw, raw.slice(0, 3).join(" | ")).toEqual([]);
  });
});
