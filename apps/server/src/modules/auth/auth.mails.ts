import { type ServerText, type TextValues, translate } from "../../platform/i18n/server-i18n.ts";
import type { MailMessage } from "../../platform/mail/mail.ts";

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The texts of the sign-in emails, in the reader's language (apps/server/locales). */
const m = {
  fallbackLink: /*i18n*/ {
    id: "mail.auth.fallback-link",
    message: "If the button does not work, copy this link into your browser:",
  },
  signature: /*i18n*/ { id: "mail.auth.signature", message: "- The Guildforge team" },
  verifySubject: /*i18n*/ { id: "mail.verify.subject", message: "Verify your Guildforge email address" },
  verifyTitle: /*i18n*/ { id: "mail.verify.title", message: "Verify your email address" },
  verifyIntro: /*i18n*/ {
    id: "mail.verify.intro",
    message:
      "Hello {name}, welcome to Guildforge! Please confirm your email address to finish setting up your account.",
  },
  verifyAction: /*i18n*/ { id: "mail.verify.action", message: "Verify email address" },
  verifyFooter: /*i18n*/ {
    id: "mail.verify.footer",
    message: "This link expires in 60 minutes. If you did not create a Guildforge account, no action is needed.",
  },
  resetSubject: /*i18n*/ { id: "mail.reset.subject", message: "Reset your Guildforge password" },
  resetTitle: /*i18n*/ { id: "mail.reset.title", message: "Reset your password" },
  resetIntro: /*i18n*/ {
    id: "mail.reset.intro",
    message: "Hello {name}, we received a request to reset the password of your Guildforge account.",
  },
  resetAction: /*i18n*/ { id: "mail.reset.action", message: "Reset password" },
  resetFooter: /*i18n*/ {
    id: "mail.reset.footer",
    message: "This link expires in 60 minutes and works once. If you did not ask for a reset, ignore this email.",
  },
  attemptSubject: /*i18n*/ {
    id: "mail.attempt.subject",
    message: "Someone tried to register with your Guildforge email address",
  },
  attemptTitle: /*i18n*/ { id: "mail.attempt.title", message: "You already have an account" },
  attemptIntro: /*i18n*/ {
    id: "mail.attempt.intro",
    message:
      "Hello {name}, someone just tried to create a Guildforge account with this email address. You already have an account, so we did not create another one.",
  },
  attemptNext: /*i18n*/ {
    id: "mail.attempt.next",
    message: "If it was you, sign in with your password, or reset it if you have forgotten it: {link}",
  },
  attemptFooter: /*i18n*/ {
    id: "mail.attempt.footer",
    message: "If it was not you, no action is needed: your account and password are unchanged.",
  },
  signIn: /*i18n*/ { id: "mail.auth.sign-in", message: "Sign in" },
  failedSubject: /*i18n*/ { id: "mail.failed.subject", message: "Many failed sign-ins to your Guildforge account" },
  failedTitle: /*i18n*/ { id: "mail.failed.title", message: "Many failed sign-ins to your account" },
  failedIntro: /*i18n*/ {
    id: "mail.failed.intro",
    message:
      "Hello {name}, there have been {failures} failed attempts to sign in to your Guildforge account in the last {hours} hours. Someone may be trying to guess your password.",
  },
  failedStill: /*i18n*/ {
    id: "mail.failed.still",
    message:
      "You can still sign in as usual with your password: we now slow down only the devices and networks that keep getting it wrong.",
  },
  failedNext: /*i18n*/ {
    id: "mail.failed.next",
    message:
      "If these attempts were not you and you use this password on another site too, change it there and reset it here: {link}",
  },
  failedFooter: /*i18n*/ {
    id: "mail.failed.footer",
    message: "If it was you and you have forgotten your password, resetting it is the quickest way back in.",
  },
};

type Language = string | null | undefined;

function layout(
  language: Language,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): string {
  return `<!doctype html><html lang="${escapeHtml(language ?? "en")}"><body style="font-family:Arial,sans-serif;background:#faf7f2;padding:24px;color:#1f1a17">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e4dcd0;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">Guildforge</p>
<h1 style="font-size:18px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#b4461b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b6259">${escapeHtml(translate(language, m.fallbackLink))}<br>${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#6b6259">${escapeHtml(footer)}</p>
</div></body></html>`;
}

const writer = (language: Language) => (text: ServerText, values?: TextValues) => translate(language, text, values);

/** `language`: the reader's (their account's, else the page's they asked from; null: English). */
export function verifyEmailMail(to: { name: string; email: string }, url: string, language: Language): MailMessage {
  const t = writer(language);
  const intro = t(m.verifyIntro, { name: to.name });
  const footer = t(m.verifyFooter);
  return {
    to: to.email,
    subject: t(m.verifySubject),
    text: `${intro}\n\n${t(m.verifyAction)}:\n${url}\n\n${footer}\n\n${t(m.signature)}\n`,
    html: layout(language, t(m.verifyTitle), [intro], { label: t(m.verifyAction), url }, footer),
  };
}

export function resetPasswordMail(to: { name: string; email: string }, url: string, language: Language): MailMessage {
  const t = writer(language);
  const intro = t(m.resetIntro, { name: to.name });
  const footer = t(m.resetFooter);
  return {
    to: to.email,
    subject: t(m.resetSubject),
    text: `${intro}\n\n${t(m.resetAction)}:\n${url}\n\n${footer}\n\n${t(m.signature)}\n`,
    html: layout(language, t(m.resetTitle), [intro], { label: t(m.resetAction), url }, footer),
  };
}

/** To an account's owner when someone registers with its address (the registrant is told it is taken, decision 500). */
export function registrationAttemptMail(
  to: { name: string; email: string },
  links: { login: string; forgot: string },
  language: Language,
): MailMessage {
  const t = writer(language);
  const intro = t(m.attemptIntro, { name: to.name });
  const next = t(m.attemptNext, { link: links.forgot });
  const footer = t(m.attemptFooter);
  return {
    to: to.email,
    subject: t(m.attemptSubject),
    text: `${intro}\n\n${t(m.signIn)}:\n${links.login}\n\n${next}\n\n${footer}\n\n${t(m.signature)}\n`,
    html: layout(language, t(m.attemptTitle), [intro, next], { label: t(m.signIn), url: links.login }, footer),
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
  language: Language,
): MailMessage {
  const t = writer(language);
  const intro = t(m.failedIntro, { name: to.name, failures: seen.failures, hours: seen.hours });
  const still = t(m.failedStill);
  const next = t(m.failedNext, { link: links.forgot });
  const footer = t(m.failedFooter);
  return {
    to: to.email,
    subject: t(m.failedSubject),
    text: `${intro}\n\n${still}\n\n${t(m.signIn)}:\n${links.login}\n\n${next}\n\n${footer}\n\n${t(m.signature)}\n`,
    html: layout(language, t(m.failedTitle), [intro, still, next], { label: t(m.signIn), url: links.login }, footer),
  };
}
