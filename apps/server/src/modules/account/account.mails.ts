import type { MailMessage } from "../../platform/mail/mail.ts";

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** To the address the account had, once it is deleted: what went, what stays, and whom to ask. */
export function accountDeletedMail(to: { name: string; email: string }, links: { privacy: string }): MailMessage {
  const paragraphs = [
    `Hello ${to.name}, your Guildforge account has been deleted, as you asked. You have been signed out everywhere.`,
    "Your profile, photo, the messages you wrote, your notifications and your settings are gone. Places you were waiting for in classes still to come were given up.",
    "Classes you took or taught in the past and the class requests you made stay on Guildforge without your name, shown as by a former member, so that other people's records still make sense.",
    `How we handle deleted accounts is described in our privacy policy: ${links.privacy}`,
  ];
  const footer = "If you did not delete your account, reply to this email or write to privacy@guildforge.test at once.";
  return {
    to: to.email,
    subject: "Your Guildforge account has been deleted",
    text: `${paragraphs.join("\n\n")}\n\n${footer}\n\n- The Guildforge team\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#faf7f2;padding:24px;color:#1f1a17">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e4dcd0;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">Guildforge</p>
<h1 style="font-size:18px">Your account has been deleted</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p style="font-size:13px;color:#6b6259">${escapeHtml(footer)}</p>
</div></body></html>`,
  };
}
