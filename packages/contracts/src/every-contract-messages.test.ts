import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as contracts from "./index.ts";
import { registeredSchemaMessages, schemaMessageClashes } from "./schema-message-registry.ts";
import { inLanguage, rawValidatorText, type Say } from "./validation-messages.ts";

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

function messagesFor(schema: z.ZodType, say?: Say): string[] {
  if (say) return inLanguage(say, "xx", () => messagesFor(schema));
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

/**
 * Issue 39: every message a schema produces is a translatable text (the one map's or a schema's own
 * `schemaMessage`), worded through the side's translator. Parsed with a translator that marks
 * every text it words, a plain English string is the one message that comes out unmarked.
 */
const marked: Say = (text) => `[${text.id}]`;

describe("every contract message is translatable", () => {
  it.each(schemas.map(([name, schema]) => [name, schema] as const))("%s: no plain string", (_name, schema) => {
    const messages = messagesFor(schema, marked);
    expect(messages.length).toBeGreaterThan(0);
    const plain = messages.filter((m) => !/^\[[\w.-]+\]$/.test(m));
    expect(plain, plain.slice(0, 3).join(" | ")).toEqual([]);
  });

  it("catches a plain string", () => {
    const schema = contracts.safeString().min(3, "Write three letters.");
    expect(messagesFor(schema, marked)).toContain("Write three letters.");
    expect(messagesFor(contracts.cursorSchema, marked)).toContain("[validation.safe-input.page_link_has_expired]");
  });

  it("registers each English text under one id, with its values filled", () => {
    expect(schemaMessageClashes()).toEqual([]);
    const english = [...registeredSchemaMessages().keys()];
    expect(english.length).toBeGreaterThan(150);
    expect(english.filter((text) => /[{}]/.test(text))).toEqual([]);
    expect(english).toContain("Draw at most 50 rectangles.");
  });

  /**
   * The walk above reaches what wrong values reach; a refinement between two fields may need more.
   * So no sentence is left as a plain string literal in the contracts' sources either: each is the
   * `message` of an `/*i18n*\/` descriptor (a comment's words aside).
   */
  it("leaves no sentence as a plain string in the sources", () => {
    const dir = import.meta.dirname;
    const plain: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const lines = readFileSync(path.join(dir, file), "utf8").split("\n");
      lines.forEach((line, i) => {
        if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
        for (const m of line.matchAll(/(message: )?(["`])([A-Z][^"`]*[.!?])\2/g)) {
          const descriptor =
            m[1] !== undefined && /id: "validation\./.test(lines.slice(Math.max(0, i - 2), i + 1).join(" "));
          if (!descriptor) plain.push(`${file}:${i + 1}: ${m[3]}`);
        }
      });
    }
    // A service's refusal (auth.service.ts throws it as a ValidationError), not a schema's message.
    const services = ["auth-messages.ts:8: An account with this email already exists. Sign in or reset your password."];
    expect(plain.filter((p) => !services.includes(p))).toEqual([]);
  });
});
