import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import { attachmentsRepository as repo } from "./attachments.repository.ts";
import { messagesPolicy as policy } from "./messages.policy.ts";

const attachmentsFolder = "messages";
/** The 404 of an attachment someone may not see, or one no longer stored. */
export const attachmentNotFound = () => errors.notFound(policy.rules.viewAttachment.notFound);

/**
 * Message attachments are private files (decision 380): every read asks the attachment rule.
 * A file belongs to the conversation its name starts with (the send path stores them at
 * messages/{conversationId}-*), so a file of another conversation is a 404 here whoever asks.
 */
export function createAttachmentsService(deps: { db: Db }) {
  return {
    /** The storage key of `file` in conversation `id`, if `user` may see it; 404 otherwise. */
    async keyFor(user: AuthUser | null, id: number, file: string): Promise<string> {
      const subject = user ? await repo.access(deps.db, id, user.id, file) : { member: false, reported: false };
      policy.check(user, "viewAttachment", subject);
      if (!file.startsWith(`${id}-`)) throw attachmentNotFound();
      return `${attachmentsFolder}/${file}`;
    },
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;

/** The API URL of a stored attachment key ("messages/{file}") in conversation `id`. */
export function attachmentUrl(conversationId: number, key: string): string {
  return `/api/conversations/${conversationId}/attachments/${key.slice(attachmentsFolder.length + 1)}`;
}
