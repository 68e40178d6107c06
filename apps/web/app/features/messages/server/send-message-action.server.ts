import type { SubmissionResult } from "@conform-to/react";
import { type ChatMessage, type Conversation, formMessages, messageMaxLength } from "@guildforge/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { sentByScript } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { chosenFiles, forwardUpload } from "../../../lib/forms/upload.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };
type Sent = { conversation: Conversation; message: ChatMessage };

/** The composer's text. */
export const messageFormSchema = z.object({
  body: z
    .string(formMessages.writeMessageFirst)
    .trim()
    .min(1, formMessages.writeMessageFirst)
    .max(messageMaxLength, formMessages.messageTooLong),
});

/** The composer's file field, named as the API's multipart send names its photos. */
export const photosField = "attachments";

/**
 * POST /messages/{id} (the thread's composer, decision 535): POST /api/conversations/{id}/messages
 * with the message's key. From the page's script the answer is the sent message (the composer
 * clears and the thread shows it at once); without JavaScript a 303 back to the thread, which
 * shows it. A message with photos (posted without JavaScript; with it the page's script sends
 * them itself) goes on as multipart, text and every photo (forwardUpload), and the API checks
 * how many, how large and what they are. A refusal keeps what was typed.
 */
export async function sendMessageAction(args: Args, conversationId: number) {
  const posted = await args.request.clone().formData();
  const path = `/conversations/${conversationId}/messages`;
  let sent: Sent;
  if (chosenFiles(posted, photosField).length > 0) {
    const text = posted.get("body");
    const body = typeof text === "string" ? text : "";
    const checked = messageFormSchema.safeParse({ body });
    if (!checked.success)
      return { intent: "send" as const, result: refusal(body, { body: checked.error.issues[0]?.message ?? "" }) };
    const outcome = await forwardUpload<{ data: Sent }>(args, {
      path,
      file: photosField,
      many: true,
      missing: "Choose a photo to send.",
      fields: ["body"],
    });
    if (!outcome.ok) return { intent: "send" as const, result: refusal(body, outcome.errors) };
    sent = outcome.body.data;
  } else {
    const outcome = await submitToApi<typeof messageFormSchema, { data: Sent }>(args, {
      schema: messageFormSchema,
      path,
    });
    if (!outcome.ok) return { intent: "send" as const, result: outcome.result };
    sent = outcome.body.data;
  }
  if (sentByScript(args.request)) return { intent: "send" as const, sent };
  throw redirect(`/messages/${conversationId}`, 303);
}

/** A refused send with photos as the form's result: why (on the text, the photos or the whole form), and the text kept. */
export function refusal(body: string, errors: Record<string, string>): SubmissionResult<string[]> {
  const error: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(errors)) if (message) error[field] = [message];
  return { status: "error", initialValue: { body }, error };
}
