import { createHash } from "node:crypto";
import { imageMaxBytes, messageMaxAttachments, messageMaxLength } from "@guildforge/contracts";
import { simpleParser } from "mailparser";
import type { InboundMailPorts, MailImage } from "./inbound-ports.ts";
import { stripReply } from "./reply-text.ts";
import type { ReplyTokenClaims } from "./reply-token.ts";
import { refusals } from "./smtp-refusal.ts";

export interface ParsedReply {
  from: string | null;
  messageId: string;
  text: string;
  automatic: boolean;
  /** Image attachments to append (at most messageMaxAttachments, each at most imageMaxBytes). */
  images: MailImage[];
  /** Attachments left out, for the log: non-images, images past the fourth, oversized images. */
  ignored: Array<{ filename: string; contentType: string; size: number; reason: string }>;
}

/** Splits a mail's attachments into the images a reply carries and the ones it leaves out (with why). */
export function pickImages(attachments: Array<{ filename?: string; contentType: string; content: Buffer }>) {
  const images: MailImage[] = [];
  const ignored: ParsedReply["ignored"] = [];
  for (const a of attachments) {
    const item = { filename: a.filename ?? "", contentType: a.contentType, size: a.content.length };
    if (!a.contentType.toLowerCase().startsWith("image/")) ignored.push({ ...item, reason: "not an image" });
    else if (a.content.length > imageMaxBytes) ignored.push({ ...item, reason: "image too large" });
    else if (images.length >= messageMaxAttachments) ignored.push({ ...item, reason: "more than the images allowed" });
    else images.push({ filename: item.filename, contentType: a.contentType, content: a.content });
  }
  return { images, ignored };
}

/**
 * Sender, Message-ID (a digest of the mail when it has none, so a redelivery matches), plain text
 * and image attachments (inline ones too: phones send photos inline).
 */
export async function parseReply(raw: Buffer): Promise<ParsedReply> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const autoSubmitted = String(mail.headers.get("auto-submitted") ?? "no").toLowerCase();
  const messageId = mail.messageId?.trim() || `<${createHash("sha256").update(raw).digest("hex")}@digest.invalid>`;
  return {
    from: mail.from?.value[0]?.address?.toLowerCase() ?? null,
    messageId,
    // mailparser writes `text` from the HTML part when a mail has no plain-text part.
    text: mail.text ?? "",
    automatic: autoSubmitted !== "no" || mail.headers.has("x-autoreply") || mail.headers.has("x-autorespond"),
    ...pickImages(mail.attachments),
  };
}

/**
 * Checks a parsed reply for the token's user and hands its new text to `appendReply`. Throws an
 * SmtpRefusal for anything that must bounce; "duplicate" is a success (the sender did nothing wrong).
 */
export async function deliverReply(
  claims: ReplyTokenClaims,
  mail: ParsedReply,
  ports: InboundMailPorts,
): Promise<"appended" | "duplicate"> {
  const email = await ports.userEmail(claims.userId);
  if (!email || !mail.from || mail.from !== email.toLowerCase()) throw refusals.wrongSender();
  if (mail.automatic) throw refusals.automatic();
  const body = stripReply(mail.text);
  if (!body) throw refusals.empty();
  if (body.length > messageMaxLength) throw refusals.tooLong(messageMaxLength);
  const outcome = await ports.appendReply({ ...claims, body, messageId: mail.messageId, images: mail.images });
  if (outcome === "refused") throw refusals.closed();
  return outcome;
}
