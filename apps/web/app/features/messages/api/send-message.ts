import { sentMessageResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

export interface OutgoingMessage {
  body: string;
  attachments: readonly File[];
  /** One key per message, kept when the person retries it, so the server never stores it twice. */
  idempotencyKey: string;
}

/**
 * POST /api/conversations/{id}/messages: JSON `{ body }`, or multipart with `body` and up to 4 images
 * named `attachments` when there are any.
 */
export async function sendMessage(conversationId: number, message: OutgoingMessage) {
  const path = `/api/conversations/${conversationId}/messages`;
  const options = { idempotencyKey: message.idempotencyKey };
  let raw: unknown;
  if (message.attachments.length === 0) raw = await api.post(path, { body: message.body }, options);
  else {
    const form = new FormData();
    form.append("body", message.body);
    for (const file of message.attachments) form.append("attachments", file, file.name);
    raw = await api.post(path, undefined, { ...options, form });
  }
  return sentMessageResponseSchema.parse(raw).data;
}
