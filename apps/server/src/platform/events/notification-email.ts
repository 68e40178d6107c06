import { translate } from "../i18n/server-i18n.ts";
import type { OutgoingMail } from "./domain-event.ts";

/** Escapes text for an email's HTML part: stored text stays inert. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const m = {
  hello: /*i18n*/ { id: "mail.notice.hello", message: "Hello {name}," },
  open: /*i18n*/ { id: "mail.notice.open", message: "Open it: {link}" },
  openLink: /*i18n*/ { id: "mail.notice.open-link", message: "Open it on Guildforge" },
  choose: /*i18n*/ { id: "mail.notice.choose", message: "Choose which emails you get: {link}" },
  chooseLink: /*i18n*/ { id: "mail.notice.choose-link", message: "Choose which emails you get" },
  ticket: /*i18n*/ { id: "mail.notice.ticket", message: "Your ticket (show it at the forge door): {link}" },
  ticketLink: /*i18n*/ { id: "mail.notice.ticket-link", message: "Your ticket: show it at the forge door" },
};

/**
 * The email twin of a notification: its title, its message and a link to its target, written in
 * the recipient's language (`language`: their account's; null: English).
 */
export function notificationEmail(input: {
  to: string;
  name: string;
  title: string;
  message: string;
  url: string | undefined;
  /** An accepted seat's ticket page (issue 40 point 3). */
  ticketUrl?: string;
  appUrl: string;
  language?: string | null;
}): OutgoingMail {
  const link = input.url ? new URL(input.url, `${input.appUrl}/`).toString() : `${input.appUrl}/notifications`;
  const settings = `${input.appUrl}/settings/notifications`;
  const t = (text: { id: string; message: string }, values?: Record<string, string>) =>
    translate(input.language, text, values);
  const ticket = input.ticketUrl ? new URL(input.ticketUrl, `${input.appUrl}/`).toString() : null;
  return {
    to: input.to,
    subject: input.title,
    text: `${t(m.hello, { name: input.name })}\n\n${input.message}\n\n${ticket ? `${t(m.ticket, { link: ticket })}\n\n` : ""}${t(m.open, { link })}\n\n${t(m.choose, { link: settings })}\n\n— Guildforge`,
    html:
      `<p>${escapeHtml(t(m.hello, { name: input.name }))}</p><p>${escapeHtml(input.message)}</p>` +
      (ticket ? `<p><a href="${escapeHtml(ticket)}"><strong>${escapeHtml(t(m.ticketLink))}</strong></a></p>` : "") +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t(m.openLink))}</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(settings)}">${escapeHtml(t(m.chooseLink))}</a></p>`,
  };
}
