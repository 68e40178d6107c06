// No zod: the browser's auth pages import it without pulling in the schema library
// (decisions 044, 340).
import { registerSchemaMessage } from "./schema-message-registry.ts";

/**
 * POST /api/register's 422 on `email` when the address already has an account (decision 500):
 * what happened and the two ways on. Its owner gets a mail saying someone tried. Registered as a
 * schema's own message is, so the 422 says it in the request's language (the error handler).
 */
export const emailTakenText = /*i18n*/ {
  id: "validation.auth.email_taken",
  message: "An account with this email already exists. Sign in or reset your password.",
};
export const emailTakenMessage = emailTakenText.message;
registerSchemaMessage(emailTakenMessage, { text: emailTakenText });

/**
 * The 422's `codes.email` for that refusal: how a client knows the case without reading the
 * message, which is in the reader's language (the register page shows its own text with links).
 */
export const emailTakenCode = "email_taken";
