import { imageMaxBytes, messageMaxAttachments, messageMaxLength } from "@guildforge/contracts";
import { simpleParser } from "mailparser";
import { automaticReplySignal } from "./automatic-reply.ts";
import type { InboundMailPorts, MailImage } from "./inbound-ports.ts";
import { isBlank, storedMessageId, stripUnsafeCharacters } from "./mail-text.ts";
import { stripReply } from "./reply-text.ts";
import type { ReplyTokenClaims } from "./reply-token.ts";
import { refusals } from "./smtp-refusal.ts";

export interface ParsedReply {
  /** The one sender address, lower-cased; null when the mail has none or several (`senderProblem` says which). */
  from: string | null;
  /** Why the sender cannot be trusted: no From, several From headers or addresses, a Sender that differs. */
  senderProblem: "no-from" | "several-from" | "sender-mismatch" | null;
  /** The mail's Message-ID as stored (mail-text.ts `storedMessageId`): printable, bounded. */
  messageId: string;
  text: string;
  /** The signal that marks an automatic reply (automatic-reply.ts), null for a person's mail. */
  automatic: string | null;
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

type Parsed = Awaited<ReturnType<typeof simpleParser>>;
type AddressEntry = { address?: string; group?: AddressEntry[] };

/** Header values by lower-case name, unfolded, from the mail's top-level header lines. */
function headerValues(mail: Parsed): (name: string) => string[] {
  const byName = new Map<string, string[]>();
  for (const { key, line } of mail.headerLines) {
    const value = line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
    byName.set(key, [...(byName.get(key) ?? []), value]);
  }
  return (name) => byName.get(name) ?? [];
}

const addressesOf = (header: unknown): AddressEntry[] => {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.flatMap((h) => ((h as { value?: AddressEntry[] }).value ?? []) as AddressEntry[]);
};

/**
 * The sender, when there is exactly one to check: one From header with one address (no group), and
 * a Sender header, if any, naming the same address. mailparser keeps only the first of two From
 * headers, so they are counted on the raw header lines.
 */
function senderOf(mail: Parsed, values: (name: string) => string[]): Pick<ParsedReply, "from" | "senderProblem"> {
  const fromHeaders = values("from").length;
  const from = addressesOf(mail.from);
  if (fromHeaders === 0 || from.length === 0 || from.every((a) => !a.address && !a.group)) {
    return { from: null, senderProblem: "no-from" };
  }
  if (fromHeaders > 1 || from.length > 1 || from[0]?.group || !from[0]?.address) {
    return { from: null, senderProblem: "several-from" };
  }
  const address = (from[0].address as string).toLowerCase();
  if (values("sender").length > 0) {
    const sender = addressesOf(mail.headers.get("sender"));
    const same = values("sender").length === 1 && sender.length === 1 && sender[0]?.address?.toLowerCase() === address;
    if (!same) return { from: null, senderProblem: "sender-mismatch" };
  }
  return { from: address, senderProblem: null };
}

/**
 * Sender, Message-ID (a digest when it has none or an unusable one, so a redelivery matches), the
 * automatic-reply signal, plain text and image attachments (inline ones too: phones send photos
 * inline). Throws an SmtpRefusal (554) for a mail mailparser cannot read.
 */
export async function parseReply(raw: Buffer): Promise<ParsedReply> {
  let mail: Parsed;
  try {
    mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  } catch {
    throw refusals.unreadable();
  }
  const values = headerValues(mail);
  return {
    ...senderOf(mail, values),
    messageId: storedMessageId(mail.messageId, raw),
    // mailparser writes `text` from the HTML part when a mail has no plain-text part.
    text: mail.text ?? "",
    automatic: automaticReplySignal({ values, subject: mail.subject ?? "" }),
    ...pickImages(mail.attachments),
  };
}

/**
 * Checks a parsed reply for the token's user and hands its new text, control characters and bidi
 * overrides removed, to `appendReply`. An automatic reply is "dropped" before anything else (the
 * listener answers 250: no bounce to an autoresponder). Throws an SmtpRefusal for anything that
 * must bounce; "duplicate" is a success (the sender did nothing wrong).
 */
export async function deliverReply(
  claims: ReplyTokenClaims,
  mail: ParsedReply,
  ports: InboundMailPorts,
): Promise<"appended" | "duplicate" | "dropped"> {
  if (mail.automatic) return "dropped";
  if (mail.senderProblem === "several-from") throw refusals.severalSenders();
  if (mail.senderProblem === "sender-mismatch") throw refusals.senderMismatch();
  if (mail.senderProblem === "no-from") throw refusals.noSender();
  const email = await ports.userEmail(claims.userId);
  if (!email || !mail.from || mail.from !== email.toLowerCase()) throw refusals.wrongSender();
  const body = stripReply(stripUnsafeCharacters(mail.text));
  if (isBlank(body)) throw refusals.empty();
  if (body.length > messageMaxLength) throw refusals.tooLong(messageMaxLength);
  const outcome = await ports.appendReply({ ...claims, body, messageId: mail.messageId, images: mail.images });
  if (outcome === "refused") throw refusals.closed();
  return outcome;
}
