import { translate } from "../../platform/i18n/server-i18n.ts";
import type { MailMessage } from "../../platform/mail/mail.ts";

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const m = {
  subject: /*i18n*/ { id: "mail.deleted.subject", message: "Your Guildforge account has been deleted" },
  title: /*i18n*/ { id: "mail.deleted.title", message: "Your account has been deleted" },
  intro: /*i18n*/ {
    id: "mail.deleted.intro",
    message:
      "Hello {name}, your Guildforge account has been deleted, as you asked. You have been signed out everywhere.",
  },
  gone: /*i18n*/ {
    id: "mail.deleted.gone",
    message:
      "Your profile, photo, the messages you wrote, your notifications and your settings are gone. Places you were waiting for in classes still to come were given up.",
  },
  kept: /*i18n*/ {
    id: "mail.deleted.kept",
    message:
      "Classes you took or taught in the past and the class requests you made stay on Guildforge without your name, shown as by a former member, so that other people's records still make sense.",
  },
  policy: /*i18n*/ {
    id: "mail.deleted.policy",
    message: "How we handle deleted accounts is described in our privacy policy: {link}",
  },
  footer: /*i18n*/ {
    id: "mail.deleted.footer",
    message: "If you did not delete your account, reply to this email or write to privacy@guildforge.test at once.",
  },
  signature: /*i18n*/ { id: "mail.auth.signature", message: "- The Guildforge team" },
};

/** To the address the account had, once it is deleted: what went, what stays, and whom to ask (in its language). */
export function accountDeletedMail(
  to: { name: string; email: string },
  links: { privacy: string },
  language: string | null,
): MailMessage {
  const t = (text: { id: string; message: string }, values?: Record<string, string>) =>
    translate(language, text, values);
  const paragraphs = [t(m.intro, { name: to.name }), t(m.gone), t(m.kept), t(m.policy, { link: links.privacy })];
  const footer = t(m.footer);
  return {
    to: to.email,
    subject: t(m.subject),
    text: `${paragraphs.join("\n\n")}\n\n${footer}\n\n${t(m.signature)}\n`,
    html: `<!doctype html><html lang="${escapeHtml(language ?? "en")}"><body style="font-family:Arial,sans-serif;background:#faf7f2;padding:24px;color:#1f1a17">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e4dcd0;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">Guildforge</p>
<h1 style="font-size:18px">${escapeHtml(t(m.title))}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p style="font-size:13px;color:#6b6259">${escapeHtml(footer)}</p>
</div></body></html>`,
  };
}
