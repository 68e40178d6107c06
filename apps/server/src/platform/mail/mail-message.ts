/** One email, already rendered: plain text plus a simple HTML alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Reply-To header (reply by email, issue 17). */
  replyTo?: string;
}

/** A message as stored in the development outbox. */
export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sent_at: string;
}
