import { markPaidFormSchema, paymentBodyOf } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * POST /manage/students (issue 41): a seat's "Mark paid" form, with or without JavaScript. The
 * seat and the class's currency are hidden fields; the typed amount becomes minor units for POST
 * /api/manage/applications/{id}/payments, sent with the page view's key as its Idempotency-Key
 * (a form sent twice records once). A refusal comes back on the seat's form with what was typed
 * (`application_id` says which); a success goes back to the class's roster with a flash.
 */
export async function markPaidAction(args: Args) {
  const classId = Number(new URL(args.request.url).searchParams.get("class_id")) || null;
  const outcome = await submitToApi(args, {
    schema: markPaidFormSchema,
    path: (v) => `/manage/applications/${v.application_id}/payments`,
    body: paymentBodyOf,
    errorField: (path) => (path === "amount_cents" ? "amount" : path),
  });
  if (!outcome.ok) {
    const seat = Number(outcome.result.initialValue?.application_id) || null;
    return { result: outcome.result, applicationId: seat };
  }
  const i18n = await serverI18n(args.context, ["manage"]);
  return redirectWithFlash(args.request, classId ? `/manage/students?class_id=${classId}` : "/manage/students", {
    tone: "success",
    message: i18n._(msg`Payment recorded. The student gets a receipt.`),
  });
}
