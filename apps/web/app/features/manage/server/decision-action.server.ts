import {
  applicationDecisionSchema,
  type BulkApplicationDecision,
  bulkApplicationDecisionSchema,
  type DecisionStatus,
  type ManageApplication,
} from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import type { DecisionAnswer } from "../../../lib/forms/decision";
import { formRecordId } from "../../../lib/forms/decision.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const verb: Record<DecisionStatus, string> = { accepted: "accepted", rejected: "rejected", waitlisted: "waitlisted" };

/**
 * POST /manage/applications: one application's decision (`_intent=decide`, with `id`; accept,
 * waitlist, or reject with an optional note) to POST /api/manage/applications/{id}/decision, or the
 * selected ones' (`_intent=bulk`, `ids`) to POST /api/manage/applications/decisions, which decides
 * each on its own and lists those it could not (decision 535).
 */
export async function manageDecisionAction(args: Args): Promise<DecisionAnswer> {
  const intent = await formIntent(args.request);
  if (intent === "bulk") return bulkDecision(args);
  const id = await formRecordId(args.request);
  if (id === null) return { id, intent, result: null, notice: null };
  const outcome = await submitToApi<typeof applicationDecisionSchema, { data: ManageApplication }>(args, {
    schema: applicationDecisionSchema,
    path: `/manage/applications/${id}/decision`,
    body: ({ status, note }) => ({ status, ...(note ? { note } : {}) }),
  });
  if (!outcome.ok) return { id, intent, result: outcome.result, notice: null };
  const { student, status } = outcome.body.data;
  return {
    id,
    intent,
    result: null,
    notice: {
      title: `${student.name}: ${verb[status as DecisionStatus] ?? status}`,
      message: "The student has been notified.",
    },
  };
}

async function bulkDecision(args: Args): Promise<DecisionAnswer> {
  const outcome = await submitToApi<
    typeof bulkApplicationDecisionSchema,
    { data: { decided: ManageApplication[]; failed: { id: number; message: string }[] } }
  >(args, {
    schema: bulkApplicationDecisionSchema,
    path: "/manage/applications/decisions",
    body: ({ ids, status, note }: BulkApplicationDecision) => ({ ids, status, ...(note ? { note } : {}) }),
  });
  if (!outcome.ok) return { id: 0, intent: "bulk", result: outcome.result, notice: null };
  const { decided, failed } = outcome.body.data;
  const status = outcome.value.status;
  return {
    id: 0,
    intent: "bulk",
    result: null,
    notice: decided.length
      ? {
          title: `${decided.length} ${decided.length === 1 ? "application" : "applications"} ${verb[status]}`,
          message: "The students have been notified.",
        }
      : null,
    warning: failed.length
      ? { title: `${failed.length} not changed`, message: failed.map((f) => `#${f.id}: ${f.message}`).join(" ") }
      : null,
  };
}
