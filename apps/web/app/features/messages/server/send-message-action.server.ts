import { type ChatMessage, type Conversation, messageMaxLength } from "@guildforge/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { sentByScript } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The composer's text (photos go to the API's upload route from the page's script). */
export const messageFormSchema = z.object({
  body: z
    .string({ error: "Write a message first." })
    .trim()
    .min(1, "Write a message first.")
    .max(messageMaxLength, "Keep the message under 5,000 characters."),
});

/**
 * POST /messages/{id} (the thread's composer, decision 535): POST /api/conversations/{id}/messages
 * with the message's key. From the page's script the answer is the sent message (the composer
 * clears and the thread shows it at once); without JavaScript a 303 back to the thread, which
 * shows it. A refusal keeps what was typed.
 */
export async function sendMessageAction(args: Args, conversationId: number) {
  const outcome = await submitToApi<
    typeof messageFormSchema,
    { data: { conversation: Conversation; message: ChatMessage } }
  >(args, { schema: messageFormSchema, path: `/conversations/${conversationId}/messages` });
  if (!outcome.ok) return { intent: "send" as const, result: outcome.result };
  if (sentByScript(args.request)) return { intent: "send" as const, sent: outcome.body.data };
  throw redirect(`/messages/${conversationId}`, 303);
}
