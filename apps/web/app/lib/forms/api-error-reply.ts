import type { Submission, SubmissionResult } from "@conform-to/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Says one of the form's own texts in the page's language (`(text) => i18n._(text)`). */
export type Say = (text: MessageDescriptor) => string;

/** The form's own texts about a refusal (the `shell` catalog); the API's messages come in the page's language already. */
export const formReplyText = {
  /** What a person reads when the form's page was open so long that its token no longer fits. */
  expired: msg`This form had expired. Please check it and send it again.`,
  /** The page view's idempotency key was already spent on another version of this form. */
  resent: msg`This form was already sent from this page. Reload the page to send a new one.`,
  fallback: msg`Something went wrong on our side. Please try again.`,
};

export const expiredFormMessage = "This form had expired. Please check it and send it again.";
export const resentMessage = "This form was already sent from this page. Reload the page to send a new one.";
const fallbackMessage = "Something went wrong on our side. Please try again.";
const englishTexts = new Map<MessageDescriptor, string>([
  [formReplyText.expired, expiredFormMessage],
  [formReplyText.resent, resentMessage],
  [formReplyText.fallback, fallbackMessage],
]);
/**
 * The English texts, for a caller without the page's Lingui instance and without a page to word
 * them later; a production build keeps only a descriptor's id, so English is written out here.
 */
export const sayEnglish: Say = (text) => englishTexts.get(text) ?? text.message ?? text.id;

const byId = new Map(Object.values(formReplyText).map((text) => [text.id, text]));
/**
 * For a caller without the page's Lingui instance whose form words its errors itself (the
 * bug-report widget's script, a route's `clientAction`): the text's id, which `sayFormError`
 * turns into the page's language where the form shows it.
 */
export const sayLater: Say = (text) => text.id;

/** A form's error as the page shows it: a form's own text left by `sayLater` in the page's language, any other as it is. */
export function sayFormError(say: Say, error: string | undefined): string | undefined {
  const own = error === undefined ? undefined : byId.get(error);
  return own ? say(own) : error;
}

/**
 * The one mapping of an API refusal onto a form (decision 535): a 422's `errors` (dotted or
 * bracketed paths) onto the fields, with the API's message for the whole form only when no field
 * took it; any other refusal (419, 429, 403 ...) is the API's own message about the whole form.
 * The typed values always come back. `say` words the form's own texts in the page's language.
 */
export function replyWithApiError(
  submission: Submission<unknown>,
  status: number,
  body: unknown,
  hideFields?: string[],
  say: Say = sayEnglish,
): SubmissionResult<string[]> & { refusal?: ApiRefusal } {
  // The SPEC's two shapes: `{ error: { message, code, status } }` and a 422's `{ message, errors }`.
  const shaped = body as { error?: { message?: unknown }; message?: unknown; errors?: unknown } | undefined;
  const said = shaped?.error?.message ?? shaped?.message;
  const message = typeof said === "string" && said ? said : say(formReplyText.fallback);
  if (status === 419) return submission.reply({ formErrors: [say(formReplyText.expired)], hideFields });
  if (status === 422 && shaped?.errors && typeof shaped.errors === "object") {
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    const sent = new Set(Object.keys(submission.payload ?? {}).map((k) => k.split(/[.[]/)[0]));
    for (const [field, messages] of Object.entries(shaped.errors as Record<string, unknown>)) {
      const texts = Array.isArray(messages) ? messages.map(String) : [String(messages)];
      // The page view's key was spent on another version of this form (decision 535).
      if (field === "idempotency_key") formErrors.push(say(formReplyText.resent));
      // A field the form does not have (the person could not see it on a field): about the whole form.
      else if (!sent.has(field.split(".")[0] ?? field)) formErrors.push(...texts);
      else fieldErrors[field.replace(/\.(\d+)(?=\.|$)/g, "[$1]")] = texts;
    }
    if (Object.keys(fieldErrors).length || formErrors.length) {
      return submission.reply({ fieldErrors, formErrors: formErrors.length ? formErrors : undefined, hideFields });
    }
  }
  // With JavaScript the SPEC's toast for the status says it instead (lib/forms/client-action.ts).
  return { ...submission.reply({ formErrors: [message], hideFields }), refusal: { status, message } };
}

/** A refusal the page's script shows as the SPEC's toast for its status (not a 422 nor an expired form). */
export type ApiRefusal = { status: number; message: string };
