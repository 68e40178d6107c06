import type { OutgoingMail } from "../../platform/events/domain-event.ts";
import { translate } from "../../platform/i18n/server-i18n.ts";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const m = {
  subject: /*i18n*/ { id: "mail.invitation.subject", message: "{inviter} invited you to teach on Guildforge" },
  intro: /*i18n*/ {
    id: "mail.invitation.intro",
    message: "{inviter} invited you to join Guildforge as an instructor.",
  },
  accept: /*i18n*/ { id: "mail.invitation.accept", message: "Accept the invitation" },
  how: /*i18n*/ {
    id: "mail.invitation.how",
    message:
      "Sign in (or create an account) with this email address to accept. The link works once and expires in {days, plural, one {# day} other {# days}}.",
  },
};

/** The invitation to teach, in `language` (the invited account's, else the inviter's page's; null: English). */
export function invitationEmail(input: {
  to: string;
  inviterName: string;
  url: string;
  days: number;
  language?: string | null;
}): OutgoingMail {
  const t = (text: { id: string; message: string }, values?: Record<string, string | number>) =>
    translate(input.language, text, values);
  const intro = t(m.intro, { inviter: input.inviterName });
  const how = t(m.how, { days: input.days });
  return {
    to: input.to,
    subject: t(m.subject, { inviter: input.inviterName }),
    text: `${intro}\n\n${t(m.accept)}: ${input.url}\n\n${how}\n\n— Guildforge`,
    html: `<p>${esc(intro)}</p><p><a href="${esc(input.url)}">${esc(t(m.accept))}</a></p><p>${esc(how)}</p>`,
  };
}
