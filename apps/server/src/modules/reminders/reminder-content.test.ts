import { describe, expect, it } from "vitest";
import { renderNotice } from "../../platform/i18n/notice-text.ts";
import { reminderContent } from "./reminder-content.ts";
import type { ReminderContext } from "./reminders.repository.ts";

const ctx: ReminderContext = {
  classId: 7,
  classSlug: "forge-a-hook",
  classTitle: "Forge a hook",
  bring: ["Sturdy boots"],
  safety: ["Safety glasses"],
  sessionId: 3,
  sessionIndex: 2,
  calendarSequence: 0,
  sessionCount: 3,
  startsAt: new Date("2026-12-12T09:00:00Z"),
  endsAt: new Date("2026-12-12T12:00:00Z"),
  forgeName: "Glutwerk",
  forgeAddress: "Hafenstraße 1, Hamburg",
  lat: 53.5,
  lng: 10,
  timeZone: "Europe/Berlin",
  applicationId: 11,
  rosterCount: 4,
  unreadFromStudents: 1,
};
const base = { name: "Greta", ctx, appUrl: "https://guildforge.test", now: new Date("2026-12-10T09:00:00Z") };

describe("a reminder in the recipient's language (issue 39)", () => {
  it("writes the 48-hour reminder, its email and its .ics in German, the time in German words", () => {
    const r = reminderContent({
      ...base,
      kind: "session_reminder_48h",
      language: "de",
      releaseUrl: "https://guildforge.test/seat-release/x",
    });
    const { title, message } = renderNotice(r, "de");
    expect(title).toBe("Forge a hook beginnt in zwei Tagen");
    expect(message).toBe(
      "Samstag, 12. Dezember 2026, 10:00 (Mitteleuropäische Normalzeit) (Termin 2 von 3) in Glutwerk, Hafenstraße 1, Hamburg.",
    );
    expect(r.email.subject).toBe(title);
    expect(r.email.text).toContain("Hallo Greta,");
    expect(r.email.text).toContain("Was du mitbringen solltest:\n- Sturdy boots");
    expect(r.email.text).toContain("Du kannst nicht kommen? Platz freigeben: https://guildforge.test/seat-release/x");
    expect(r.email.attachments?.[0]?.content).toContain("SUMMARY:Forge a hook (Termin 2 von 3)");
    // The stored row keeps English; the references render in any language when read.
    expect(r.title).toBe("Forge a hook starts in two days");
    expect(renderNotice(r, "fr").title).toBe("Forge a hook commence dans deux jours");
  });

  it("tells an instructor in French how many come and how many messages wait, with French plurals", () => {
    const r = reminderContent({ ...base, kind: "teaching_reminder_24h", language: "fr", releaseUrl: null });
    expect(renderNotice(r, "fr").title).toBe("Vous enseignez Forge a hook demain");
    expect(renderNotice(r, "fr").message).toContain("4 élèves viennent, et 1 de leurs messages n'est pas lu.");
    expect(r.email.text).toContain("Votre liste des élèves: https://guildforge.test/manage/students");
  });

  it("stays in English for an account that follows its browser", () => {
    const r = reminderContent({ ...base, kind: "session_reminder_3h", language: null, releaseUrl: null });
    expect(r.email.subject).toBe("Forge a hook starts in about three hours");
    expect(r.email.text).toContain("Saturday, 12 December 2026, 10:00 (Central European Standard Time)");
  });
});
