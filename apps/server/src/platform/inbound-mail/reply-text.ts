import EmailReplyParser from "email-reply-parser";

/**
 * The new text of a reply by email: the quoted history and the signature stripped. email-reply-parser
 * (quote blocks, "--" signatures, "Sent from my iPhone", "On ... wrote:" in several languages) does
 * most of it; the fallbacks below catch what it misses: a signature with no text above it, a
 * header line wrapped over two lines by Gmail, Outlook's "Original Message" and "From:/Sent:" blocks, and our own "reply above this line".
 */

/** Notification mail can put this line above its content; everything from it down is dropped. */
export const replyAboveThisLine = "## Reply above this line ##";

const cutMarkers: RegExp[] = [
  /^#+ *reply above this line *#+ *$/im,
  // The signature separator ("-- ", RFC 3676), also when it is the first line.
  /^-- ?$/m,
  // Gmail and Apple Mail: "On Mon, 2 Mar 2026 at 10:00, Ann <ann@x.example> wrote:", maybe wrapped.
  /^(?:>\s*)?On\b(?=[^\n]*\d)[^\n]*(?:\n[^\n]*){0,2}?\bwrote:\s*$/m,
  // Outlook: "-----Original Message-----", or a rule then a header block.
  /^-{2,} *Original Message *-{2,}/im,
  /^_{10,}\s*\n+(?:From|De|Von): /im,
  /^(?:From|De|Von): [^\n]+\n(?:(?:Sent|Date|Envoyé|Gesendet): [^\n]+\n)/im,
];

const parser = new EmailReplyParser();

/** The reply's own text, trimmed; "" when nothing new is left. */
export function stripReply(text: string): string {
  let body = text.replace(/\r\n?/g, "\n");
  for (const marker of cutMarkers) {
    const match = marker.exec(body);
    if (match) body = body.slice(0, match.index);
  }
  return parser
    .parseReply(body)
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
