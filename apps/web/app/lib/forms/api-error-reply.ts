import type { Submission, SubmissionResult } from "@conform-to/react";

/** What a person reads when the form's page was open so long that its token no longer fits. */
export const expiredFormMessage = "This form had expired. Please check it and send it again.";
const fallbackMessage = "Something went wrong on our side. Please try again.";

/**
 * The one mapping of an API refusal onto a form (decision 535): a 422's `errors` (dotted or
 * bracketed paths) onto the fields, with the API's message for the whole form only when no field
 * took it; any other refusal (419, 429, 403 ...) is the API's own message about the whole form.
 * The typed values always come back.
 */
export function replyWithApiError(
  submission: Submission<unknown>,
  status: number,
  body: unknown,
  hideFields?: string[],
): SubmissionResult<string[]> {
  // The SPEC's two shapes: `{ error: { message, code, status } }` and a 422's `{ message, errors }`.
  const shaped = body as { error?: { message?: unknown }; message?: unknown; errors?: unknown } | undefined;
  const said = shaped?.error?.message ?? shaped?.message;
  const message = typeof said === "string" && said ? said : fallbackMessage;
  if (status === 419) return submission.reply({ formErrors: [expiredFormMessage], hideFields });
  if (status === 422 && shaped?.errors && typeof shaped.errors === "object") {
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(shaped.errors as Record<string, unknown>)) {
      const name = field.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
      fieldErrors[name] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    }
    if (Object.keys(fieldErrors).length) return submission.reply({ fieldErrors, hideFields });
  }
  return submission.reply({ formErrors: [message], hideFields });
}
