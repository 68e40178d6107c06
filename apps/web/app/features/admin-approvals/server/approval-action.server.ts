import { type UserApproval, userApprovalDecisionSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import type { DecisionAnswer } from "../../../lib/forms/decision";
import { formRecordId } from "../../../lib/forms/decision.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";

/**
 * POST /admin/user-approvals: a card's Approve button (`_intent=approve`) or its reject form with
 * the reason (`_intent=reject`), to POST /api/admin/user-approvals/{id}/decision. The answer names
 * the card and says what was done; the page's loader then shows the list as it now is.
 */
export async function userApprovalAction(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<DecisionAnswer> {
  const intent = await formIntent(args.request);
  const id = await formRecordId(args.request);
  if (id === null) return { id, intent, result: null, notice: null };
  const outcome = await submitToApi<typeof userApprovalDecisionSchema, { data: UserApproval }>(args, {
    schema: userApprovalDecisionSchema,
    path: `/admin/user-approvals/${id}/decision`,
  });
  if (!outcome.ok) return { id, intent, result: outcome.result, notice: null };
  const { user, role, status } = outcome.body.data;
  const i18n = await serverI18n(args.context, ["admin-approvals"]);
  const name = user.name;
  return {
    id,
    intent,
    result: null,
    notice:
      status === "approved"
        ? {
            title: i18n._(msg`Application approved`),
            message:
              role === "host" ? i18n._(msg`${name} is now a forge host.`) : i18n._(msg`${name} is now an instructor.`),
          }
        : { title: i18n._(msg`Application rejected`), message: i18n._(msg`${name} is told your reason.`) },
  };
}
