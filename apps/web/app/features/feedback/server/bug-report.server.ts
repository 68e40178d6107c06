import type { RouterContextProvider } from "react-router";
import { redirectWithFlash, sentByScript } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { bugReportFormSchema, bugReportSent } from "../lib/bug-report-form-schema";
import { bugReportFromParam, bugReportPath } from "../lib/bug-report-paths";
import { loadFeedbackFormToken } from "./feedback-form-token.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The address a report is about: `?from=` of /bug-report (the floating button's link without
 * JavaScript carries the page it was on), a same-site path only; else /bug-report itself.
 */
export function reportedPageUrl(request: Request): string {
  const url = new URL(request.url);
  const from = url.searchParams.get(bugReportFromParam) ?? "";
  const sameSite = from.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\");
  return new URL(sameSite ? from : bugReportPath, url.origin).href;
}

/** /bug-report's data: the feedback form token, and the page the report is about. */
export async function loadBugReportPage(args: Args) {
  return { ...(await loadFeedbackFormToken(args)), pageUrl: reportedPageUrl(args.request) };
}

/**
 * POST /bug-report (the page's form and the widget's, text only): to POST
 * /api/feedback/bug-reports in-process as multipart, as the API reads it, with the browser's
 * User-Agent when the form could not say it (without JavaScript). Sent by the page's script, the
 * answer `{ sent: true }` lets the form say thanks where it is (the widget's dialog); without
 * JavaScript a 303 back to /bug-report with the thanks. A refusal is the form's errors and values.
 */
export async function bugReportAction(args: Args) {
  const userAgent = args.request.headers.get("user-agent") ?? "";
  const outcome = await submitToApi(args, {
    schema: bugReportFormSchema,
    path: "/feedback/bug-reports",
    body: (value) => {
      const form = new FormData();
      for (const [name, field] of Object.entries(value)) if (field !== undefined) form.append(name, String(field));
      if (!value.user_agent) form.set("user_agent", userAgent.slice(0, 500));
      return form;
    },
  });
  if (!outcome.ok) return { result: outcome.result };
  if (sentByScript(args.request)) return { sent: true as const };
  return redirectWithFlash(args.request, bugReportPath, {
    tone: "success",
    message: (await serverI18n(args.context, ["feedback"]))._(bugReportSent),
  });
}
