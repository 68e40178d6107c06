import { type FeedbackKind, feedbackKindLabels } from "@guildforge/contracts";
import type { OutgoingMail } from "../../platform/events/domain-event.ts";
import { escapeHtml } from "../../platform/events/notification-email.ts";
import { noticeText } from "../../platform/i18n/notice-text.ts";

const m = {
  title: /*i18n*/ {
    id: "notice.feedback.title",
    message:
      "{kind, select, bug_report {New bug report} feature_request {New feature request} other {New contact message}}",
  },
  message: /*i18n*/ {
    id: "notice.feedback",
    message:
      "{kind, select, bug_report {Bug report} feature_request {Feature request} other {Contact message}} from {from}: {title}",
  },
};

/** The admins' notification of an arrival (title and message; emailed per preference, escaped there). */
export function arrivalNotice(kind: FeedbackKind, from: string, title: string) {
  const short = title.length > 120 ? `${title.slice(0, 117)}...` : title;
  return noticeText(m.title, m.message, { kind, from, title: short });
}

/** An admin's reply to the sender, by email: plain text plus the same text escaped in HTML. */
export function replyEmail(input: {
  to: string;
  kind: FeedbackKind;
  title: string;
  message: string;
  appUrl: string;
}): OutgoingMail {
  const subject = `Re: ${input.title}`.slice(0, 150);
  const about = `${feedbackKindLabels[input.kind]}: "${input.title}"`;
  const paragraphs = input.message
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  return {
    to: input.to,
    subject,
    text: `${input.message}\n\n--\nThe Guildforge team, answering your ${about}\n${input.appUrl}/`,
    html:
      `${paragraphs}<p style="color:#666;font-size:12px">The Guildforge team, answering your ${escapeHtml(about)}<br>` +
      `<a href="${escapeHtml(`${input.appUrl}/`)}">${escapeHtml(input.appUrl)}</a></p>`,
  };
}
