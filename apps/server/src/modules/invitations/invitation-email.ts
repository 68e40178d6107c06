import type { OutgoingMail } from "../../platform/events/domain-event.ts";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function invitationEmail(input: { to: string; inviterName: string; url: string; days: number }): OutgoingMail {
  const subject = `${input.inviterName} invited you to teach on Guildforge`;
  return {
    to: input.to,
    subject,
    text:
      `${input.inviterName} invited you to join Guildforge as an instructor.\n\n` +
      `Accept the invitation: ${input.url}\n\n` +
      `Sign in (or create an account) with this email address to accept. The link works once and expires in ${input.days} days.\n\n— Guildforge`,
    html:
      `<p>${esc(input.inviterName)} invited you to join Guildforge as an instructor.</p>` +
      `<p><a href="${esc(input.url)}">Accept the invitation</a></p>` +
      `<p>Sign in (or create an account) with this email address to accept. The link works once and expires in ${input.days} days.</p>`,
  };
}
