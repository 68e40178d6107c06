import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { sessionClient } from "./sessions/testing.ts";

/**
 * Issue 39: a schema's own message (`schemaMessage` in packages/contracts) in a real endpoint's 422
 * comes back in the request's language (x-page-language, else Accept-Language), English otherwise.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
});
afterAll(() => t?.close());

/** A contact message too short for the schema (`min(10, "Write a message of at least 10 characters.")`). */
const shortMessage = {
  name: "Brigid Smith",
  email: "brigid@example.test",
  topic: "classes",
  message: "Aprons?",
  form_token: "not-checked-before-the-schema",
};

describe("a schema's own message in a 422", () => {
  it("is German on a German page, and for a browser that asks for German", async () => {
    const c = sessionClient(t.app);
    const page = await c.post("/api/feedback/contact", shortMessage, { "x-page-language": "de" });
    expect(page.statusCode).toBe(422);
    expect(page.json()).toEqual({
      message: "Schreib eine Nachricht mit mindestens 10 Zeichen.",
      errors: { message: ["Schreib eine Nachricht mit mindestens 10 Zeichen."] },
    });
    const browser = await c.post("/api/feedback/contact", shortMessage, { "accept-language": "de-AT,en;q=0.5" });
    expect(browser.json().errors.message).toEqual(["Schreib eine Nachricht mit mindestens 10 Zeichen."]);
  });

  it("is French on a French page, with the values it was built with", async () => {
    const c = sessionClient(t.app);
    const res = await c.post(
      "/api/register",
      { name: "Ada", email: "ada@example.test", password: "short" },
      {
        "x-page-language": "fr",
      },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password: ["Le mot de passe doit compter au moins 8 caractères."],
      password_confirmation: ["Saisissez à nouveau votre mot de passe pour le confirmer."],
    });
  });

  it("words the server's own password check, which answers with the schema's English, in German", async () => {
    const c = sessionClient(t.app);
    const password = "brunhild-2026";
    const res = await c.post(
      "/api/register",
      { name: "Brunhild Hammer", email: "smith@example.test", password, password_confirmation: password },
      { "x-page-language": "de" },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ["Das Passwort darf deinen Namen nicht enthalten."] });
  });

  it("stays English when no language is asked for", async () => {
    const c = sessionClient(t.app);
    const res = await c.post("/api/feedback/contact", shortMessage);
    expect(res.json().errors.message).toEqual(["Write a message of at least 10 characters."]);
  });
});
