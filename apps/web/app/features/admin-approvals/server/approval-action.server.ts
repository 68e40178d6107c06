import { type UserApproval, userApprovalDecisionSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import type { DecisionAnswer } from "../../../lib/forms/decision";
import { formRecordId } from "../../../lib/forms/decision.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";

const roleName: Record<UserApproval["role"], string> = { instructor: "an instructor", host: "a forge host" };

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
  return {
    id,
    intent,
    result: null,
    notice:
      status === "approved"
        ? { title: "Application approved", message: `${user.name} is now ${roleName[role]}.` }
        : { title: "Application rejected", message: `${user.name} is told your reason.` },
  };
}
