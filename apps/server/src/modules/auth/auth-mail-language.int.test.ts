import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { users } from "../../db/schema/index.ts";
import type { MailMessage } from "../../platform/mail/mail.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

/**
 * Issue 39 point 2: the sign-in emails are written in the reader's language: the page's (or the
 * browser's) when someone registers or asks for a reset, the account's once it has chosen one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
});
afterAll(() => t?.close());

const strong = "forge-and-anvil-9";

function mails() {
  const enqueue = vi.spyOn(t.app.mail, "enqueue");
  return {
    to: (email: string) => enqueue.mock.calls.map(([m]) => m as MailMessage).filter((m) => m.to === email),
    restore: () => enqueue.mockRestore(),
  };
}

describe("sign-in emails in the reader's language", () => {
  it("registering from a German page sends the verification email in German, from a French browser in French", async () => {
    const sent = mails();
    try {
      const de = { name: "Greta Glut", email: "greta@example.test", password: strong, password_confirmation: strong };
      expect((await sessionClient(t.app).post("/api/register", de, { "x-page-language": "de" })).statusCode).toBe(201);
      const [mail] = sent.to(de.email);
      expect(mail?.subject).toBe("Bestätige deine E-Mail-Adresse für Guildforge");
      expect(mail?.text).toContain("Hallo Greta Glut, willkommen bei Guildforge!");
      expect(mail?.html).toContain('<html lang="de">');

      const fr = { name: "Jean Braise", email: "jean@example.test", password: strong, password_confirmation: strong };
      await sessionClient(t.app).post("/api/register", fr, { "accept-language": "fr-CA,en;q=0.5" });
      expect(sent.to(fr.email)[0]?.subject).toBe("Confirmez votre adresse e-mail Guildforge");

      const en = { name: "Ann Smith", email: "ann@example.test", password: strong, password_confirmation: strong };
      expect((await sessionClient(t.app).post("/api/register", en)).statusCode).toBe(201);
      expect(sent.to(en.email)[0]?.subject).toBe("Verify your Guildforge email address");
    } finally {
      sent.restore();
    }
  });

  it("a registration attempt on a taken address tells its owner in the owner's language, not the registrant's", async () => {
    const owner = await createUser(t.db);
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, owner.id));
    const sent = mails();
    try {
      const body = { name: "Someone", email: owner.email, password: strong, password_confirmation: strong };
      expect((await sessionClient(t.app).post("/api/register", body, { "x-page-language": "de" })).statusCode).toBe(
        422,
      );
      expect(sent.to(owner.email)[0]?.subject).toBe(
        "Quelqu'un a essayé de s'inscrire avec votre adresse e-mail Guildforge",
      );
    } finally {
      sent.restore();
    }
  });
});
