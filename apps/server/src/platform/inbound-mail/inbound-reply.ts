import { createHash } from "node:crypto";
import { messageMaxLength } from "@guildforge/contracts";
import { simpleParser } from "mailparser";
import type { InboundMailPorts } from "./inbound-ports.ts";
import { stripReply } from "./reply-text.ts";
import type { ReplyTokenClaims } from "./reply-token.ts";
import { refusals } from "./smtp-refusal.ts";

export interface ParsedReply {
  from: string | null;
  messageId: string;
  text: string;
  automatic: boolean;
}

/** Sender, Message-ID (a digest of the mail when it has none, so a redelivery matches) and plain text. */
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
  const outcome = await ports.appendReply({ ...claims, body, messageId: mail.messageId });
  if (outcome === "refused") throw refusals.closed();
  return outcome;
}
