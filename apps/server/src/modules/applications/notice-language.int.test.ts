import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { users } from "../../db/schema/index.ts";
import { readOutbox } from "../../platform/mail/outbox.ts";
import { applyBody, createClass, signedIn } from "./testing.ts";

/**
 * Issue 39 point 2: a notification is stored as references, not as English, and rendered in the
 * reader's language when read: the API in the account's language, else the page's (in-process
 * `x-page-language`), the `lang` cookie or Accept-Language; the live push and the email in the
 * recipient's account language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

async function waitlistedStudent(language: string | null) {
  const teacher = await signedIn(t.app, t.db, ["instructor"]);
  const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true, capacity: 1 });
  const first = await signedIn(t.app, t.db);
  await first.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
  const student = await signedIn(t.app, t.db);
  await t.db.update(users).set({ language }).where(eq(users.id, student.user.id));
  const publish = vi.spyOn(t.app.realtime, "publish");
  try {
    const res = await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    expect(res.statusCode).toBe(201);
    const pushed = publish.mock.calls
      .filter(([c, e]) => c === `private-user.${student.user.id}` && e === "notification.sent")
      .map(([, , data]) => data as { title: string; message: string });
    return { student, cls, pushed };
  } finally {
    publish.mockRestore();
  }
}

const listed = async (client: Awaited<ReturnType<typeof signedIn>>["client"], headers?: Record<string, string>) => {
  const res = await client.get("/api/notifications", headers);
  expect(res.statusCode).toBe(200);
  return res.json().data.notifications[0] as { title: string; message: string };
};

describe("a notification in the reader's language", () => {
  it("follows the account's language in the list, the live push and the email", async () => {
    const { student, cls, pushed } = await waitlistedStudent("de");
    expect(pushed).toEqual([expect.objectContaining({ title: "Du stehst auf der Warteliste" })]);
    const note = await listed(student.client, { "accept-language": "fr" });
    expect(note.title).toBe("Du stehst auf der Warteliste");
    expect(note.message).toBe(
      `„${cls.title}“ ist ausgebucht; du stehst auf Platz 1 der Warteliste. Wir sagen dir Bescheid, sobald ein Platz frei wird.`,
    );
    await vi.waitFor(
      async () => {
        const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to === student.user.email);
        expect(mail?.subject).toBe("Du stehst auf der Warteliste");
        expect(mail?.text).toContain(`Hallo ${student.user.name},`);
        expect(mail?.text).toContain("Wähle, welche E-Mails du bekommst");
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it("writes a French account's email in French (the outbox)", async () => {
    const { student } = await waitlistedStudent("fr");
    await vi.waitFor(
      async () => {
        const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to === student.user.email);
        expect(mail?.subject).toBe("Vous êtes sur liste d'attente");
        expect(mail?.text).toContain(`Bonjour ${student.user.name},`);
        expect(mail?.text).not.toContain("Hello");
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it("is rendered when read: a changed account language changes the stored notification's text", async () => {
    const { student } = await waitlistedStudent("de");
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, student.user.id));
    expect((await listed(student.client)).title).toBe("Vous êtes sur liste d'attente");
  });

  it("without an account language: the page's language, then Accept-Language, then English", async () => {
    const { student, pushed } = await waitlistedStudent(null);
    expect(pushed).toEqual([expect.objectContaining({ title: "You are on the waitlist" })]);
    expect((await listed(student.client, { "x-page-language": "fr", "accept-language": "de" })).title).toBe(
      "Vous êtes sur liste d'attente",
    );
    expect((await listed(student.client, { "accept-language": "de-AT,fr;q=0.5" })).title).toBe(
      "Du stehst auf der Warteliste",
    );
    expect((await listed(student.client, { "accept-language": "es, it;q=0.8" })).title).toBe("You are on the waitlist");
    expect((await listed(student.client, { "x-page-language": "xx" })).title).toBe("You are on the waitlist");
  });
});
