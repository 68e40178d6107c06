import { parseWithZod } from "@conform-to/zod/v4";
import { api, isApiError } from "../../../lib/api";
import { replyWithApiError, sayLater } from "../../../lib/forms/api-error-reply";
import { formClientAction } from "../../../lib/forms/client-action";
import { contractFields } from "../../../lib/forms/form-token";
import { bugReportFormSchema } from "./bug-report-form-schema";

/** The form fields that only the page's script adds: the edited screenshot and its rectangles. */
export const screenshotFields = ["screenshot", "annotations"] as const;

/**
 * The /bug-report route's `clientAction` (the page's form and the widget's). The text alone goes
 * to the route's action, as without JavaScript. A report with a screenshot (taken and edited
 * only with JavaScript) goes from here to POST /api/feedback/bug-reports as multipart, as file
 * uploads do (a page POST takes 1 MiB, a screenshot up to 8): checked first with the same schema
 * as the action's, its refusal mapped onto the form the same way, so the form reads one answer.
 */
export async function bugReportClientAction<T>(request: Request, serverAction: () => Promise<T>) {
  const formData = await request.clone().formData();
  if (!(formData.get("screenshot") instanceof Blob)) return formClientAction(serverAction);
  return formClientAction(() => sendWithScreenshot(formData));
}

async function sendWithScreenshot(formData: FormData) {
  const sent = contractFields(formData);
  const text = contractFields(formData);
  for (const name of screenshotFields) text.delete(name);
  const submission = parseWithZod(text, { schema: bugReportFormSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  try {
    await api.post("/api/feedback/bug-reports", undefined, { form: sent, handleErrors: false });
    return { sent: true as const };
  } catch (error) {
    // No answer at all: the SPEC's offline or network toast (formClientAction), the page kept.
    if (!isApiError(error) || error.status === 0) throw new TypeError(String((error as Error)?.message));
    const body = error.errors ? { errors: error.errors } : { error: { message: error.message } };
    // The form's own texts (an expired form, one already sent) are worded by the form in the page's language.
    return { result: replyWithApiError(submission, error.status, body, undefined, sayLater) };
  }
}
