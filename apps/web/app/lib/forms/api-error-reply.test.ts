import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { catalogSay } from "../../locales/po-i18n.testing";
import { expiredFormMessage, replyWithApiError, resentMessage } from "./api-error-reply";

const schema = z.object({ email: z.string(), sessions: z.array(z.object({ starts_at: z.string() })) });

function submitted() {
  const form = new FormData();
  form.set("email", "a@example.com");
  form.set("sessions[0].starts_at", "2026-12-01T10:00");
  return parseWithZod(form, { schema });
}

describe("replyWithApiError: the one mapping of an API refusal onto a form", () => {
  it("puts a 422's fields on the same fields, nested paths in the form's own spelling, keeping the values", () => {
    const reply = replyWithApiError(submitted(), 422, {
      message: "The email field is invalid. (and 1 more error)",
      errors: { email: ["An account with this email already exists."], "sessions.0.starts_at": ["Pick a later time."] },
    });
    expect(reply.error).toEqual({
      email: ["An account with this email already exists."],
      "sessions[0].starts_at": ["Pick a later time."],
    });
    expect(reply.initialValue).toMatchObject({ email: "a@example.com" });
  });

  it("a 422 on a field the form does not have is said about the whole form; a spent page key asks to reload", () => {
    const reply = replyWithApiError(submitted(), 422, {
      message: "Invalid.",
      errors: {
        class_id: ["This class is no longer open."],
        idempotency_key: ["This Idempotency-Key was already used."],
      },
    });
    expect(reply.error).toEqual({ "": ["This class is no longer open.", resentMessage] });
  });

  it("says any other refusal about the whole form, in the API's words", () => {
    const reply = replyWithApiError(submitted(), 429, {
      error: { message: "Too many requests. Please wait a moment and try again.", code: "RATE_LIMITED", status: 429 },
    });
    expect(reply.error).toEqual({ "": ["Too many requests. Please wait a moment and try again."] });
  });

  it("a 419 (the page's token no longer fits) asks to send again, and an answer without words gets plain ones", () => {
    expect(replyWithApiError(submitted(), 419, {}).error).toEqual({ "": [expiredFormMessage] });
    expect(replyWithApiError(submitted(), 500, undefined).error).toEqual({
      "": ["Something went wrong on our side. Please try again."],
    });
  });
});

describe("replyWithApiError in the page's language (issue 39)", () => {
  it("says the form's own texts in German and French; the API's message as it came", async () => {
    const de = await catalogSay("de");
    const fr = await catalogSay("fr");
    expect(replyWithApiError(submitted(), 419, {}, undefined, de).error).toEqual({
      "": ["Dieses Formular war abgelaufen. Bitte prüfe es und schick es noch einmal ab."],
    });
    expect(replyWithApiError(submitted(), 422, { errors: { idempotency_key: ["x"] } }, undefined, fr).error).toEqual({
      "": ["Ce formulaire a déjà été envoyé depuis cette page. Rechargez la page pour en envoyer un nouveau."],
    });
    expect(replyWithApiError(submitted(), 500, undefined, undefined, fr).error).toEqual({
      "": ["Un problème est survenu de notre côté. Veuillez réessayer."],
    });
    expect(
      replyWithApiError(submitted(), 403, { error: { message: "Das darfst du nicht." } }, undefined, de).error,
    ).toEqual({
      "": ["Das darfst du nicht."],
    });
  });
});
