import type { OutgoingMail } from "./domain-event.ts";

/** Escapes text for an email's HTML part: stored text stays inert. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The email twin of a notification: its title, its message and a link to its target. */
export function notificationEmail(input: {
  to: string;
  name: string;
  title: string;
  message: string;
  url: string | undefined;
  appUrl: string;
}): OutgoingMail {
  const link = input.url ? new URL(input.url, `${input.appUrl}/`).toString() : `${input.appUrl}/notifications`;
  const settings = `${input.appUrl}/settings/notifications`;
  return {
    to: input.to,
    subject: input.title,
    text: `Hello ${input.name},\n\n${input.message}\n\nOpen it: ${link}\n\nChoose which emails you get: ${settings}\n\n— Guildforge`,
    html:
      `<p>Hello ${escapeHtml(input.name)},</p><p>${escapeHtml(input.message)}</p>` +
      `<p><a href="${escapeHtml(link)}">Open it on Guildforge</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(settings)}">Choose which emails you get</a></p>`,
  };
}
