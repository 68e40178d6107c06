import type { MailMessage } from "../../platform/mail/mail.ts";

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#faf7f2;padding:24px;color:#1f1a17">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e4dcd0;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">Guildforge</p>
<h1 style="font-size:18px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#b4461b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b6259">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#6b6259">${escapeHtml(footer)}</p>
</div></body></html>`;
}

export function verifyEmailMail(to: { name: string; email: string }, url: string): MailMessage {
  const intro = `Hello ${to.name}, welcome to Guildforge! Please confirm your email address to finish setting up your account.`;
  const footer = "This link expires in 60 minutes. If you did not create a Guildforge account, no action is needed.";
  return {
    to: to.email,
    subject: "Verify your Guildforge email address",
    text: `${intro}\n\nVerify your email address:\n${url}\n\n${footer}\n\n- The Guildforge team\n`,
    html: layout("Verify your email address", [intro], { label: "Verify email address", url }, footer),
  };
}

export function resetPasswordMail(to: { name: string; email: string }, url: string): MailMessage {
  const intro = `Hello ${to.name}, we received a request to reset the password of your Guildforge account.`;
  const footer = "This link expires in 60 minutes and works once. If you did not ask for a reset, ignore this email.";
  return {
    to: to.email,
    subject: "Reset your Guildforge password",
    text: `${intro}\n\nChoose a new password:\n${url}\n\n${footer}\n\n- The Guildforge team\n`,
    html: layout("Reset your password", [intro], { label: "Reset password", url }, footer),
  };
}

/** To an account's owner when someone registers with its address (the registrant is told it is taken, decision 500). */
export function registrationAttemptMail(
  to: { name: string; email: string },
  links: { login: string; forgot: string },
): MailMessage {
  const intro = `Hello ${to.name}, someone just tried to create a Guildforge account with this email address. You already have an account, so we did not create another one.`;
  const next = `If it was you, sign in with your password, or reset it if you have forgotten it: ${links.forgot}`;
  const footer = "If it was not you, no action is needed: your account and password are unchanged.";
  return {
    to: to.email,
    subject: "Someone tried to register with your Guildforge email address",
    text: `${intro}\n\nSign in:\n${links.login}\n\n${next}\n\n${footer}\n\n- The Guildforge team\n`,
    html: layout("You already have an account", [intro, next], { label: "Sign in", url: links.login }, footer),
  };
}

/**
 * To an account's owner, once, when failed sign-ins reach the account-wide ceiling (decision 501):
 * what happened, that they can still sign in, and what to do if it was not them.
 */
export function failedSignInsMail(
  to: { name: string; email: string },
  links: { login: string; forgot: string },
  seen: { failures: number; hours: number },
): MailMessage {
  const intro = `Hello ${to.name}, there have been ${seen.failures} failed attempts to sign in to your Guildforge account in the last ${seen.hours} hours. Someone may be trying to guess your password.`;
  const still =
    "You can still sign in as usual with your password: we now slow down only the devices and networks that keep getting it wrong.";
  const next = `If these attempts were not you and you use this password on another site too, change it there and reset it here: ${links.forgot}`;
  const footer = "If it was you and you have forgotten your password, resetting it is the quickest way back in.";
  return {
    to: to.email,
    subject: "Many failed sign-ins to your Guildforge account",
    text: `${intro}\n\n${still}\n\nSign in:\n${links.login}\n\n${next}\n\n${footer}\n\n- The Guildforge team\n`,
    html: layout(
      "Many failed sign-ins to your account",
      [intro, still, next],
      { label: "Sign in", url: links.login },
      footer,
    ),
  };
}
