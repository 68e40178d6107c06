import { formMessages, idSchema, messageBodySchema } from "@guildforge/contracts";
import { z } from "zod";

/** A name or title the form carries for its page only (never sent to the API). */
const shown = z.string().trim().max(200).optional();

/**
 * The first message's form ("Message the instructor", "Message", "New message"; decision 535): who
 * to write to, the class it is about, and the text (startConversationSchema's fields). `to_name`
 * and `class_title` are what the form says at its top; they come back with a refused form that
 * lands on /messages without JavaScript, and are never sent to the API.
 */
export const startFormSchema = z.object({
  user_id: idSchema(formMessages.chooseWho),
  class_id: idSchema(formMessages.chooseExistingClass).optional(),
  body: messageBodySchema,
  to_name: shown,
  class_title: shown,
});

/** What the API is sent: POST /api/conversations' body. */
export const startBody = ({ user_id, class_id, body }: z.output<typeof startFormSchema>) => ({
  user_id,
  body,
  ...(class_id ? { class_id } : {}),
});
