import type { LabelText } from "./field-labels.ts";

/** Values put into a schema message's `{placeholders}`: the limits and years the schema was built with. */
export type SchemaValues = Record<string, string | number>;

/** A schema's own message: its descriptor and the values it was built with. */
export interface RegisteredSchemaMessage {
  text: LabelText;
  values?: SchemaValues;
}

/**
 * Every schema's own message by its English text (issue 39), filled in as the contracts' modules
 * build their schemas (`schemaMessage`). A message's values are known when its schema is built
 * (`Draw at most {count} rectangles.` with 50), so each English reading names one descriptor and
 * its values: the server words a finished issue's English message again in a request's language
 * (`localizedIssueMessage`) by looking it up here.
 */
const byEnglish = new Map<string, RegisteredSchemaMessage>();
/** English texts registered under two ids: each must name one descriptor (a test keeps this empty). */
const clashes: string[] = [];

export function registerSchemaMessage(english: string, entry: RegisteredSchemaMessage): void {
  const known = byEnglish.get(english);
  if (!known) byEnglish.set(english, entry);
  else if (known.text.id !== entry.text.id) clashes.push(`${english} (${known.text.id}, ${entry.text.id})`);
}

/** The descriptor and values a schema's English message was built from, if a schema registered it. */
export const registeredSchemaMessage = (english: string): RegisteredSchemaMessage | undefined => byEnglish.get(english);

/** Every registered message (tests: each has its German and French). */
export const registeredSchemaMessages = (): ReadonlyMap<string, RegisteredSchemaMessage> => byEnglish;

/** English texts registered under more than one id. */
export const schemaMessageClashes = (): readonly string[] => clashes;
