import { registerSchemaMessage, type SchemaValues } from "./schema-message-registry.ts";
import { currentSay, englishSay, type ValidationText } from "./validation-messages.ts";

/**
 * A schema's own message as zod v4 takes it (issue 39): `.min(5, schemaMessage(...))`,
 * `safeString(schemaMessage(...))`, `z.enum(skillLevels, schemaMessage(...))`, `.refine(ok, schemaMessage(...))`,
 * or spread where other params go along (`{ ...schemaMessage(...), abort: true }`).
 */
export interface SchemaMessage {
  /** Worded when zod produces the issue: in `inLanguage`'s language, else English. */
  error: () => string;
}

/**
 * A translatable schema message: a `/*i18n*\/ { id: "validation.<area>.<name>", message }`
 * descriptor, with the values of its `{placeholders}` (fixed when the schema is built). Zod calls
 * `error` when it produces the issue, so the text is worded through the one map's current
 * translator: the page's language inside `inLanguage` (the browser's forms, a route action),
 * English outside it, byte for byte as the descriptor's message. The English text is registered,
 * so the server's 422s word it again in the request's language (`localizedIssueMessage`).
 */
export function schemaMessage(text: ValidationText, values?: SchemaValues): SchemaMessage {
  registerSchemaMessage(englishSay(text, values), values ? { text, values } : { text });
  return { error: () => currentSay()(text, values) };
}

/** The message's text now (a `superRefine`'s `ctx.addIssue({ message })`), in the current language. */
export const schemaText = (message: SchemaMessage): string => message.error();
