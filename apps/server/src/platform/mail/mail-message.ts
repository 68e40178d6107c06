/** One email, already rendered: plain text plus a simple HTML alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Reply-To header (reply by email, issue 17). */
  replyTo?: string;
  /** Files sent with the message (a reminder's .ics); text content only, stored as is in the outbox. */
  attachments?: MailAttachment[];
}

/** One attached file (nodemailer's `{ filename, content, contentType }`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A message as stored in the development outbox. */
export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sent_at: string;
}
