/** What the messages module gives the inbound listener (the lead wires it in app.ts). */
export interface InboundMailPorts {
  /** The user's current email address; null when the user no longer exists. */
  userEmail(userId: number): Promise<string | null>;
  /**
   * Appends a reply to the thread as `userId`, live, once per `messageId` (the mail's Message-ID):
   * "duplicate" when that Message-ID was already appended to the conversation, "refused" when the
   * user may not write there any more (blocked, left, suspended, conversation gone).
   */
  appendReply(reply: InboundReply): Promise<"appended" | "duplicate" | "refused">;
}

export interface InboundReply {
  conversationId: number;
  userId: number;
  /** The new text only: quoted history and signature stripped, never empty. */
  body: string;
  messageId: string;
  /**
   * Image attachments (at most 4, each within the upload size limit); the messages module passes
   * them through the image pipeline and leaves out any it cannot decode.
   */
  images: MailImage[];
}

export interface MailImage {
  filename: string;
  contentType: string;
  content: Buffer;
}
