import type { Report, reportActionSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { DecisionAnswer } from "../../../lib/forms/decision";
import { formRecordId } from "../../../lib/forms/decision.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { reportDecisionFormSchema } from "../lib/report-decision-form";

const said: Record<z.infer<typeof reportActionSchema>, (name: string) => { title: string; message: string }> = {
  dismiss: (name) => ({ title: "Report dismissed", message: `Nothing happens to ${name}.` }),
  warn: (name) => ({ title: "Warning sent", message: `${name} gets a warning by email.` }),
  suspend: (name) => ({
    title: "Account suspended",
    message: `${name} is signed out until an administrator lifts it.`,
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
  return { id, intent, result: null, notice: said[outcome.value.decision](outcome.body.data.reported_user.name) };
}
