import { incidentFormSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * POST /manage/incidents (issue 40 point 6): the incident form, with or without JavaScript. The
 * class is a hidden field; the rest is POST /api/manage/classes/{id}/incidents's body, sent with
 * the page view's key as its Idempotency-Key (a form sent twice records once). A refusal comes
 * back on the form's fields with what was typed; a success goes back to the class's incidents
 * with a flash.
 */
export async function recordIncidentAction(args: Args) {
  const outcome = await submitToApi(args, {
    schema: incidentFormSchema,
    path: (v) => `/manage/classes/${v.class_id}/incidents`,
    body: ({ class_id: _class, ...incident }) => incident,
  });
  if (!outcome.ok) return { result: outcome.result };
  const i18n = await serverI18n(args.context, ["incidents"]);
  return redirectWithFlash(args.request, `/manage/incidents?class_id=${outcome.value.class_id}`, {
    tone: "success",
    message: i18n._(msg`Incident recorded. Admins can see it.`),
  });
}
