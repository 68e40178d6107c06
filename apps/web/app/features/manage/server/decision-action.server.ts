import {
  applicationDecisionSchema,
  type BulkApplicationDecision,
  bulkApplicationDecisionSchema,
  type DecisionStatus,
  type ManageApplication,
} from "@guildforge/contracts";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import type { DecisionAnswer } from "../../../lib/forms/decision";
import { formRecordId } from "../../../lib/forms/decision.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** "Ada Ironside: accepted", the news of one decision. */
function decidedTitle(i18n: I18n, name: string, status: string): string {
  if (status === "accepted") return i18n._(msg`${name}: accepted`);
  if (status === "rejected") return i18n._(msg`${name}: rejected`);
  if (status === "waitlisted") return i18n._(msg`${name}: waitlisted`);
  return `${name}: ${status}`;
}

/** "3 applications accepted", the news of a bulk decision. */
function bulkTitle(i18n: I18n, count: number, status: DecisionStatus): string {
  if (status === "accepted")
    return i18n._(msg`${plural(count, { one: "# application accepted", other: "# applications accepted" })}`);
  if (status === "rejected")
    return i18n._(msg`${plural(count, { one: "# application rejected", other: "# applications rejected" })}`);
  return i18n._(msg`${plural(count, { one: "# application waitlisted", other: "# applications waitlisted" })}`);
}

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
  const i18n = await serverI18n(args.context, ["manage"]);
  return {
    id,
    intent,
    result: null,
    notice: {
      title: decidedTitle(i18n, student.name, status),
      message: i18n._(msg`The student has been notified.`),
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
  const notChanged = failed.length;
  const i18n = await serverI18n(args.context, ["manage"]);
  return {
    id: 0,
    intent: "bulk",
    result: null,
    notice: decided.length
      ? {
          title: bulkTitle(i18n, decided.length, status),
          message: i18n._(msg`The students have been notified.`),
        }
      : null,
    warning: failed.length
      ? {
          title: i18n._(msg`${plural(notChanged, { one: "# not changed", other: "# not changed" })}`),
          message: failed.map((f) => `#${f.id}: ${f.message}`).join(" "),
        }
      : null,
  };
}
