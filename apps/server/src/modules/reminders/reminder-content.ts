import type { ReminderKind } from "@guildforge/contracts";
import { calendarFile, sessionUid } from "../../platform/calendar/ical.ts";
import type { OutgoingMail } from "../../platform/events/domain-event.ts";
import { escapeHtml } from "../../platform/events/notification-email.ts";
import type { NoticeText } from "../../platform/i18n/notice-text.ts";
import { type ServerText, type TextValues, textRef, translate } from "../../platform/i18n/server-i18n.ts";
import { peopleTime } from "../../platform/people-time.ts";
import type { ReminderContext } from "./reminders.repository.ts";

/** The notification (bell, toast) and the email of one reminder. */
export interface ReminderContent {
  title: string;
  message: string;
  text: NoticeText;
  url: string;
  email: Omit<OutgoingMail, "to">;
}

const mapLink = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/** The reminder's texts (apps/server/locales), in the recipient's language. */
const m = {
  title: /*i18n*/ {
    id: "reminder.title",
    message:
      "{kind, select, session_reminder_3h {{title} starts in about three hours} session_reminder_48h {{title} starts in two days} other {{title} starts tomorrow}}",
  },
  teachTitle: /*i18n*/ { id: "reminder.teach.title", message: "You teach {title} tomorrow" },
  session: /*i18n*/ { id: "reminder.session", message: "{title} (session {index} of {count})" },
  at: /*i18n*/ { id: "reminder.at", message: "{when} at {where}." },
  atSession: /*i18n*/ { id: "reminder.at.session", message: "{when} (session {index} of {count}) at {where}." },
  when: /*i18n*/ { id: "reminder.when", message: "{when}." },
  whenSession: /*i18n*/ { id: "reminder.when.session", message: "{when} (session {index} of {count})." },
  teach: /*i18n*/ {
    id: "reminder.teach",
    message: "{when}: {students, plural, one {# student is} other {# students are}} coming.",
  },
  teachSession: /*i18n*/ {
    id: "reminder.teach.session",
    message:
      "{when} (session {index} of {count}): {students, plural, one {# student is} other {# students are}} coming.",
  },
  teachUnread: /*i18n*/ {
    id: "reminder.teach.unread",
    message:
      "{when}: {students, plural, one {# student is} other {# students are}} coming, and {unread, plural, one {# message from them is} other {# messages from them are}} unread.",
  },
  teachSessionUnread: /*i18n*/ {
    id: "reminder.teach.session.unread",
    message:
      "{when} (session {index} of {count}): {students, plural, one {# student is} other {# students are}} coming, and {unread, plural, one {# message from them is} other {# messages from them are}} unread.",
  },
  hello: /*i18n*/ { id: "mail.notice.hello", message: "Hello {name}," },
  where: /*i18n*/ { id: "reminder.mail.where", message: "Where" },
  map: /*i18n*/ { id: "reminder.mail.map", message: "Map" },
  mapLink: /*i18n*/ { id: "reminder.mail.map-link", message: "map" },
  bring: /*i18n*/ { id: "reminder.mail.bring", message: "What to bring" },
  safety: /*i18n*/ { id: "reminder.mail.safety", message: "Safety requirements" },
  roster: /*i18n*/ { id: "reminder.mail.roster", message: "Your roster" },
  messages: /*i18n*/ { id: "reminder.mail.messages", message: "Your messages" },
  theClass: /*i18n*/ { id: "reminder.mail.class", message: "The class" },
  openClass: /*i18n*/ { id: "reminder.mail.open-class", message: "Open the class on Guildforge" },
  release: /*i18n*/ { id: "reminder.mail.release", message: "Can't come? Release my seat" },
  releaseNote: /*i18n*/ {
    id: "reminder.mail.release-note",
    message: "Someone on the waitlist gets it. The link works until the session starts.",
  },
  off: /*i18n*/ { id: "reminder.mail.off", message: "Turn reminders off" },
};

/**
 * Written for the person, in their language (`language`: their account's; null: English): the
 * session's time in the forge's zone, the forge's address and a map link, what to bring and the
 * safety requirements (students), the roster count and unread messages (instructors); the 48-hour
 * reminder carries the release link.
 */
export function reminderContent(input: {
  kind: ReminderKind;
  name: string;
  language: string | null;
  ctx: ReminderContext;
  appUrl: string;
  now: Date;
  /** The signed "Can't come? Release my seat" URL (48-hour reminder only). */
  releaseUrl: string | null;
}): ReminderContent {
  const { ctx, kind, appUrl, language } = input;
  const t = (text: ServerText, values?: TextValues) => translate(language, text, values);
  const classPath = `/classes/${ctx.classId}-${ctx.classSlug}`;
  const classUrl = `${appUrl}${classPath}`;
  const when = peopleTime(ctx.startsAt, ctx.timeZone, language);
  const many = ctx.sessionCount > 1;
  const place = { index: ctx.sessionIndex, count: ctx.sessionCount };
  const where = ctx.forgeName && ctx.forgeAddress ? `${ctx.forgeName}, ${ctx.forgeAddress}` : null;
  const map = ctx.lat !== null && ctx.lng !== null && where ? mapLink(ctx.lat, ctx.lng) : null;

  const teaching = kind === "teaching_reminder_24h";
  const titleRef = teaching
    ? textRef(m.teachTitle, { title: ctx.classTitle })
    : textRef(m.title, { kind, title: ctx.classTitle });
  const students = { when, students: ctx.rosterCount, ...(many ? place : {}) };
  const messageRef = teaching
    ? ctx.unreadFromStudents > 0
      ? textRef(many ? m.teachSessionUnread : m.teachUnread, { ...students, unread: ctx.unreadFromStudents })
      : textRef(many ? m.teachSession : m.teach, students)
    : where
      ? textRef(many ? m.atSession : m.at, { when, where, ...(many ? place : {}) })
      : textRef(many ? m.whenSession : m.when, { when, ...(many ? place : {}) });
  const title = translate(language, titleRef);
  const message = translate(language, messageRef);

  const text: string[] = [t(m.hello, { name: input.name }), "", message, ""];
  const html: string[] = [`<p>${escapeHtml(t(m.hello, { name: input.name }))}</p>`, `<p>${escapeHtml(message)}</p>`];
  const section = (heading: string, items: string[]) => {
    if (items.length === 0) return;
    text.push(`${heading}:`, ...items.map((i) => `- ${i}`), "");
    html.push(`<h3>${escapeHtml(heading)}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`);
  };
  if (where) {
    text.push(`${t(m.where)}: ${where}`, ...(map ? [`${t(m.map)}: ${map}`] : []), "");
    html.push(
      `<p><strong>${escapeHtml(t(m.where))}:</strong> ${escapeHtml(where)}${map ? ` (<a href="${escapeHtml(map)}">${escapeHtml(t(m.mapLink))}</a>)` : ""}</p>`,
    );
  }
  if (!teaching) {
    section(t(m.bring), ctx.bring);
    section(t(m.safety), ctx.safety);
  } else {
    const manage = `${appUrl}/manage/students`;
    text.push(`${t(m.roster)}: ${manage}`, `${t(m.messages)}: ${appUrl}/messages`, "");
    html.push(
      `<p><a href="${escapeHtml(manage)}">${escapeHtml(t(m.roster))}</a> · <a href="${escapeHtml(`${appUrl}/messages`)}">${escapeHtml(t(m.messages))}</a></p>`,
    );
  }
  text.push(`${t(m.theClass)}: ${classUrl}`, "");
  html.push(`<p><a href="${escapeHtml(classUrl)}">${escapeHtml(t(m.openClass))}</a></p>`);
  if (input.releaseUrl) {
    text.push(`${t(m.release)}: ${input.releaseUrl}`, `(${t(m.releaseNote)})`, "");
    html.push(
      `<p><a href="${escapeHtml(input.releaseUrl)}">${escapeHtml(t(m.release))}</a><br>` +
        `<small>${escapeHtml(t(m.releaseNote))}</small></p>`,
    );
  }
  const settings = `${appUrl}/settings/notifications`;
  text.push(`${t(m.off)}: ${settings}`, "", "— Guildforge");
  html.push(`<p style="color:#666;font-size:12px"><a href="${escapeHtml(settings)}">${escapeHtml(t(m.off))}</a></p>`);

  const ics = calendarFile({
    name: ctx.classTitle,
    product: "Reminders",
    now: input.now,
    events: [
      {
        uid: sessionUid(new URL(appUrl).host, ctx.classId, ctx.sessionIndex),
        start: ctx.startsAt,
        end: ctx.endsAt,
        summary: many ? t(m.session, { title: ctx.classTitle, ...place }) : ctx.classTitle,
        description: `${message}\n${classUrl}`,
        location: where ?? "",
        url: classUrl,
        sequence: ctx.calendarSequence,
        cancelled: false,
      },
    ],
  });
  return {
    // The row keeps the English text; the list and the live push render the references.
    title: translate("en", titleRef),
    message: translate("en", messageRef),
    text: { title: titleRef, message: messageRef },
    url: teaching ? "/manage/students" : classPath,
    email: {
      subject: title,
      text: text.join("\n"),
      html: html.join(""),
      attachments: [
        { filename: "session.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics },
      ],
    },
  };
}
