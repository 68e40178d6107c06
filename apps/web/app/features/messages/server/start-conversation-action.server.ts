import type { ChatMessage, Conversation } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { startBody, startFormSchema } from "../lib/start-form";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The API refused for want of a verified email (its 403, decision 506): the form says how to verify. */
const needsVerifiedEmail = (result: { error?: Record<string, string[] | null> | null }) =>
  (result.error?.[""] ?? []).some((t) => /\bverify\b.*\bemail\b/i.test(t));

/**
 * POST /messages (the first message's form, from any page's "Message …" or /messages' "New
 * message"; decision 535): POST /api/conversations in-process with the page view's key, then a
 * 303 to the thread with the news, with or without JavaScript. A refusal keeps what was typed: a
 * fetcher's dialog shows it; without JavaScript /messages shows the form again with it. A refusal
 * for an unverified email is answered `unverified`, for the verify-email notice.
 */
export async function startConversationAction(args: Args) {
  const outcome = await submitToApi<
    typeof startFormSchema,
    { data: { conversation: Conversation; message: ChatMessage } }
  >(args, { schema: startFormSchema, path: "/conversations", body: startBody });
  if (!outcome.ok) {
    if (needsVerifiedEmail(outcome.result)) {
      const { refusal: _said, ...result } = outcome.result as typeof outcome.result & { refusal?: unknown };
      return {
        intent: "start" as const,
        result: { ...result, error: { ...result.error, "": null } },
        unverified: true,
      };
    }
    return { intent: "start" as const, result: outcome.result, unverified: false };
  }
  const { conversation } = outcome.body.data;
  return redirectWithFlash(args.request, `/messages/${conversation.id}`, {
    tone: "success",
    message: `Message sent to ${conversation.other.name}.`,
  });
}
