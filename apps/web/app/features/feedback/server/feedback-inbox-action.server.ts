import { type FeedbackItem, replyFeedbackSchema, updateFeedbackStatusSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import type { DecisionAnswer } from "../../../lib/forms/decision";
import { formRecordId } from "../../../lib/forms/decision.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { feedbackStatusText } from "../lib/inbox-labels";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * POST /admin/feedback: an item's status (`_intent=status`, to PATCH /api/admin/feedback/{id}) or
 * a reply to its sender by email (`_intent=reply`, to POST /api/admin/feedback/{id}/reply), each
 * naming its item (`record_id`, decision 535). The answer says what was done; the page's loader
 * then shows the inbox as it now is.
 */
export async function feedbackInboxAction(args: Args): Promise<DecisionAnswer> {
  const intent = await formIntent(args.request);
  const id = await formRecordId(args.request);
  if (id === null) return { id, intent, result: null, notice: null };
  const i18n = await serverI18n(args.context, ["feedback"]);
  if (intent === "status") {
    const outcome = await submitToApi<typeof updateFeedbackStatusSchema, { data: FeedbackItem }>(args, {
      schema: updateFeedbackStatusSchema,
      path: `/admin/feedback/${id}`,
      method: "PATCH",
    });
    if (!outcome.ok) return { id, intent, result: outcome.result, notice: null };
    const item = outcome.body.data;
    const title = item.title;
    const status = i18n._(feedbackStatusText[item.status]);
    return {
      id,
      intent,
      result: null,
      notice: { title: i18n._(msg`Status saved`), message: i18n._(msg`“${title}” is ${status}.`) },
    };
  }
  const outcome = await submitToApi<typeof replyFeedbackSchema, { data: FeedbackItem }>(args, {
    schema: replyFeedbackSchema,
    path: `/admin/feedback/${id}/reply`,
  });
  if (!outcome.ok) return { id, intent: "reply", result: outcome.result, notice: null };
  const email = outcome.body.data.email;
  return {
    id,
    intent: "reply",
    result: null,
    notice: {
      title: i18n._(msg`Reply sent`),
      message: email ? i18n._(msg`Emailed to ${email}.`) : i18n._(msg`Emailed to the sender.`),
    },
  };
}
