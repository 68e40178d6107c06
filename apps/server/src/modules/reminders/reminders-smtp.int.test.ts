import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { startSmtpPeer } from "../../platform/mail/testing-smtp.ts";
import { remindersRepository } from "./reminders.repository.ts";
import { sendReminder } from "./reminders.service.ts";
import { depsOf, reminderSeat } from "./testing.ts";

// The reminder's email through the real SMTP path (nodemailer to an SMTP server): the .ics goes
// as a text/calendar attachment next to the text and HTML parts.

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

it("sends the 48-hour reminder over SMTP with its .ics attached", async () => {
  const f = await reminderSeat(t.db, 40);
  const now = new Date();
  const [due] = (await remindersRepository.due(t.db, now)).filter((d) => d.userId === f.student.id);
  expect(due?.kind).toBe("session_reminder_48h");
  expect(await sendReminder(depsOf(t.app), due!, now)).toBe(true);
  const mail = await smtp.waitFor(f.student.email, /starts in two days/);
  expect(mail.body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
  expect(mail.body).toMatch(/filename=session\.ics/);
  expect(mail.body).toContain("Can't come? Release my seat");
  expect(mail.body).toContain("/seat-release/");
});
