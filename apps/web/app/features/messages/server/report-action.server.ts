import type { RouterContextProvider } from "react-router";
import { stayWithNotice } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { reportFormSchema } from "../lib/report-form";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * POST /messages/{id} with `_intent=report` (report a message or the whole conversation;
 * decision 535): POST /api/reports in-process. Done: with JavaScript the "Report sent" toast,
 * without it a 303 back to the thread with the news. A refusal comes back to the form (`report`
 * says which one: `message-{id}` or `conversation`) with what was typed.
 */
export async function reportAction(args: Args, conversationId: number) {
  const outcome = await submitToApi(args, { schema: reportFormSchema, path: "/reports" });
  const target = outcome.ok ? null : outcome.result.initialValue?.message_id;
  const report = typeof target === "string" && target ? `message-${target}` : "conversation";
  if (!outcome.ok) return { intent: "report" as const, report, result: outcome.result };
  return {
    intent: "report" as const,
    report,
    result: null,
    ...stayWithNotice(args.request, `/messages/${conversationId}`, {
      tone: "success",
      title: "Report sent",
      message: "Thank you. An administrator will look at it.",
      flash: "Report sent. Thank you: an administrator will look at it.",
    }),
  };
}
