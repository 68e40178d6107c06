import {
  type Annotation,
  feedbackCreatedResponseSchema,
  honeypotField,
  screenshotContentType,
  screenshotFileName,
} from "@guildforge/contracts";
import { api } from "../../../lib/api";

export interface BugReportDraft {
  description: string;
  email?: string;
  formToken: string;
  honeypot: string;
  /** The edited screenshot (hidden rectangles already blacked out) and its rectangles. */
  screenshot?: { png: Blob; annotations: Annotation[] };
}

/**
 * POST /api/feedback/bug-reports as multipart: the page's address, the browser, the viewport and
 * the optional screenshot, attached as screenshot.png with content type application/png
 * (docs/product.md#entities). 422s go to the form.
 */
export async function sendBugReport(d: BugReportDraft) {
  const form = new FormData();
  form.append("description", d.description);
  form.append("page_url", window.location.href);
  form.append("user_agent", navigator.userAgent);
  form.append("viewport", `${window.innerWidth}x${window.innerHeight}`);
  form.append("form_token", d.formToken);
  form.append(honeypotField, d.honeypot);
  if (d.email) form.append("email", d.email);
  if (d.screenshot) {
    form.append("annotations", JSON.stringify(d.screenshot.annotations));
    const file = new File([d.screenshot.png], screenshotFileName, { type: screenshotContentType });
    form.append("screenshot", file, screenshotFileName);
  }
  const body = await api.post("/api/feedback/bug-reports", undefined, { form, handleErrors: false });
  return feedbackCreatedResponseSchema.parse(body).data;
}
