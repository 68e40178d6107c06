import type { Report, reportActionSchema } from "@guildforge/contracts";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { DecisionAnswer } from "../../../lib/forms/decision";
import { formRecordId } from "../../../lib/forms/decision.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { reportDecisionFormSchema } from "../lib/report-decision-form";

/** The notice of a decision, in the page's language (the reported person's name is a value). */
const said: Record<
  z.infer<typeof reportActionSchema>,
  (i18n: I18n, name: string) => { title: string; message: string }
> = {
  dismiss: (i18n, name) => ({
    title: i18n._(msg`Report dismissed`),
    message: i18n._(msg`Nothing happens to ${name}.`),
  }),
  warn: (i18n, name) => ({
    title: i18n._(msg`Warning sent`),
    message: i18n._(msg`${name} gets a warning by email.`),
  }),
  suspend: (i18n, name) => ({
    title: i18n._(msg`Account suspended`),
    message: i18n._(msg`${name} is signed out until an administrator lifts it.`),
  }),
};

/**
 * POST /admin/reports: a report's dismiss, warn or suspend form (`_intent` is the decision) with
 * its optional note, to POST /api/admin/reports/{id}/decision (decision 535).
 */
export async function reportDecisionAction(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<DecisionAnswer> {
  const intent = await formIntent(args.request);
  const id = await formRecordId(args.request);
  if (id === null) return { id, intent, result: null, notice: null };
  const outcome = await submitToApi<typeof reportDecisionFormSchema, { data: Report }>(args, {
    schema: reportDecisionFormSchema,
    path: `/admin/reports/${id}/decision`,
    body: ({ decision, note }) => ({ action: decision, ...(note ? { note } : {}) }),
  });
  if (!outcome.ok) return { id, intent, result: outcome.result, notice: null };
  const i18n = await serverI18n(args.context, ["messages"]);
  return {
    id,
    intent,
    result: null,
    notice: said[outcome.value.decision](i18n, outcome.body.data.reported_user.name),
  };
}
