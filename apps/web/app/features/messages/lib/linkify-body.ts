import { LinkifyIt } from "linkify-it";

export type BodyPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const linkify = new LinkifyIt({ fuzzyLink: true });
const safeScheme = /^(https?:|mailto:)/i;

/**
 * Splits a message body into text and links (linkify-it). Only http(s) and mailto links become
 * links; everything stays text, rendered by React, so a body can never carry HTML.
 */
export function linkifyBody(body: string): BodyPart[] {
  const matches = linkify.match(body) ?? [];
  const parts: BodyPart[] = [];
  let at = 0;
  for (const m of matches) {
    if (!safeScheme.test(m.url)) continue;
    if (m.index > at) parts.push({ kind: "text", text: body.slice(at, m.index) });
    parts.push({ kind: "link", text: m.raw, href: m.url });
    at = m.lastIndex;
  }
  if (at < body.length) parts.push({ kind: "text", text: body.slice(at) });
  return parts;
}
