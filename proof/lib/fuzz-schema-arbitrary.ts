import fc from "fast-check";

/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document (decision 400): the
 * document is what the server generates from the zod contracts, so a value drawn here is what the
 * contract accepts (valid-shaped input that reaches the services and the database). An unknown
 * keyword throws: a route whose schema this cannot generate fails the fuzz instead of being skipped.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  [keyword: string]: unknown;
}

export class UnsupportedSchemaError extends Error {}

/** Keywords that only annotate: they never change which values are valid. */
const annotations = new Set(["description", "title", "default", "examples", "example", "$schema", "deprecated"]);
const handled = new Set([
  "type",
  "enum",
  "const",
  "nullable",
  "anyOf",
  "oneOf",
  "allOf",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "items",
  "minItems",
  "maxItems",
  "properties",
  "required",
  "additionalProperties",
  "readOnly",
  "writeOnly",
]);

/** Longest string drawn for an unbounded string (the hostile corpus sends the 1 MB ones). */
const defaultMaxLength = 64;
const int4Max = 2_147_483_647;

/** An arbitrary drawing values the schema accepts. `at` names the place for error messages. */
export function arbitraryOf(schema: JsonSchema, at = "#"): fc.Arbitrary<unknown> {
  for (const key of Object.keys(schema)) {
    if (!handled.has(key) && !annotations.has(key)) {
      throw new UnsupportedSchemaError(`${at}: no generator for the keyword "${key}"`);
    }
  }
  const base = baseArbitrary(schema, at);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function baseArbitrary(schema: JsonSchema, at: string): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) {
    if (schema.enum.length === 0) throw new UnsupportedSchemaError(`${at}: an empty enum accepts nothing`);
    return fc.constantFrom(...schema.enum);
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s, i) => arbitraryOf(s, `${at}/anyOf/${i}`)));
  if (schema.allOf) {
    if (schema.allOf.length !== 1) throw new UnsupportedSchemaError(`${at}: allOf of more than one schema`);
    return arbitraryOf(schema.allOf[0] as JsonSchema, `${at}/allOf/0`);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) {
    if (Object.keys(schema).some((k) => !annotations.has(k))) {
      throw new UnsupportedSchemaError(`${at}: constraints without a type`);
    }
    return fc.jsonValue({ maxDepth: 2 });
  }
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, at)));
}

function typedArbitrary(type: string, schema: JsonSchema, at: string): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringArbitrary(schema, at);
    case "integer":
    case "number":
      return numberArbitrary(type, schema, at);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = schema.items ? arbitraryOf(schema.items, `${at}/items`) : fc.jsonValue({ maxDepth: 1 });
      const minLength = schema.minItems ?? 0;
      return fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 5, 8)) });
    }
    case "object":
      return objectArbitrary(schema, at);
    default:
      throw new UnsupportedSchemaError(`${at}: no generator for the type "${type}"`);
  }
}

function stringArbitrary(schema: JsonSchema, at: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, schema.maxLength ?? Math.max(minLength, defaultMaxLength));
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.pattern) {
    // The date patterns zod writes are long alternations; stringMatching walks them all.
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  if (schema.format === "date-time") return isoDate.map((d) => d.toISOString());
  if (schema.format === "date") return isoDate.map((d) => d.toISOString().slice(0, 10));
  if (schema.format === "email") {
    return fc.emailAddress().filter(fits);
  }
  if (schema.format === "uri" || schema.format === "url") return fc.webUrl().filter(fits);
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format !== undefined)
    throw new UnsupportedSchemaError(`${at}: no generator for the format "${schema.format}"`);
  // Full Unicode, not only ASCII: the contracts' safe strings refuse control characters themselves.
  // Lengths count UTF-16 code units (as zod does); a grapheme may take several, so cut on a code point.
  return fc
    .string({ unit: "grapheme", minLength, maxLength: Math.min(maxLength, minLength + defaultMaxLength) })
    .map((s) => (s.length <= maxLength ? s : cutToLength(s, maxLength)))
    .filter(fits);
}

function cutToLength(s: string, max: number): string {
  let out = "";
  for (const point of s) {
    if (out.length + point.length > max) break;
    out += point;
  }
  return out;
}

const isoDate = fc.date({
  min: new Date("2000-01-01T00:00:00Z"),
  max: new Date("2100-01-01T00:00:00Z"),
  noInvalidDate: true,
});

function numberArbitrary(type: string, schema: JsonSchema, at: string): fc.Arbitrary<number> {
  if (schema.multipleOf !== undefined && schema.multipleOf !== 1) {
    throw new UnsupportedSchemaError(`${at}: no generator for multipleOf ${schema.multipleOf}`);
  }
  const exclusiveMin = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum : undefined;
  if (type === "integer" || schema.multipleOf === 1) {
    const min = Math.max(
      schema.minimum ?? -int4Max,
      exclusiveMin !== undefined ? Math.floor(exclusiveMin) + 1 : -int4Max,
    );
    const max = Math.min(schema.maximum ?? int4Max, exclusiveMax !== undefined ? Math.ceil(exclusiveMax) - 1 : int4Max);
    return fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
  }
  const min = schema.minimum ?? exclusiveMin ?? -1e9;
  const max = schema.maximum ?? exclusiveMax ?? 1e9;
  return fc.double({
    min,
    max,
    minExcluded: exclusiveMin !== undefined || schema.exclusiveMinimum === true,
    maxExcluded: exclusiveMax !== undefined || schema.exclusiveMaximum === true,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectArbitrary(schema: JsonSchema, at: string): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) model[key] = arbitraryOf(child, `${at}/properties/${key}`);
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
  if (schema.additionalProperties === undefined || schema.additionalProperties === false) return record;
  if (Object.keys(properties).length === 0) {
    // A map (z.record): keys drawn freely, values from the schema.
    const values =
      schema.additionalProperties === true
        ? fc.jsonValue({ maxDepth: 1 })
        : arbitraryOf(schema.additionalProperties, `${at}/additionalProperties`);
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), values, { maxKeys: 5 });
  }
  return record;
}
