import { readFileSync } from "node:fs";
import path from "node:path";
import { type MessageDescriptor, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it, vi } from "vitest";
import { readPo } from "../../../../../scripts/i18n-catalogs.ts";
import { NETWORK_MESSAGE, OFFLINE_MESSAGE } from "../api/api-error";
import { toastForError } from "./toast-for-error";
import { toastSource } from "./toast-text";

// docs/product.md#errors "Toast by status".
describe("toastForError", () => {
  it.each([
    { status: 401, type: "warning", title: "Authentication Required", duration: 8000, action: "Login" },
    { status: 403, type: "warning", title: "Access Denied", duration: 6000, action: undefined },
    { status: 404, type: "info", title: "Not Found", duration: 5000, action: undefined },
    { status: 422, type: "warning", title: "Validation Error", duration: 6000, action: undefined },
    { status: 429, type: "warning", title: "Rate Limited", duration: 8000, action: undefined },
    { status: 500, type: "error", title: "Server Error", duration: 10000, action: "Retry" },
    { status: 502, type: "error", title: "Server Error", duration: 10000, action: "Retry" },
    { status: 400, type: "error", title: "Server Error", duration: 10000, action: "Retry" },
    { status: 0, type: "error", title: "Server Error", duration: 10000, action: "Retry" },
    { status: undefined, type: "error", title: "Server Error", duration: 10000, action: "Retry" },
  ])("status $status -> $type $title $duration ms", ({ status, type, title, duration, action }) => {
    const toast = toastForError({ status, message: "Server said so" });
    expect(toast).toMatchObject({ type, duration });
    expect(toastSource(toast.title)).toBe(title);
    expect(toast.action && toastSource(toast.action.text)).toBe(action);
    expect(toastSource(toast.message)).toBe(
      status === 429 ? "Too many requests. Please wait a moment and try again." : "Server said so",
    );
  });

  it.each([
    [{ status: 403, message: "" }, "An unexpected error occurred"],
    [{ status: 500 }, "An unexpected error occurred"],
    [{ status: 404, message: "No such class" }, "No such class"],
  ])("message of %j is %s", (error, message) => {
    expect(toastSource(toastForError(error).message)).toBe(message);
  });

  it("401's Login action goes to /login", () => {
    const navigate = vi.fn();
    toastForError({ status: 401 }, { navigate }).action?.handler();
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("the Retry action reloads the page", () => {
    const reload = vi.fn();
    const navigate = vi.fn();
    toastForError({ status: 503 }, { reload, navigate }).action?.handler();
    expect(reload).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("toastForError in the page's language (issue 39)", () => {
  const shell = (language: string) => {
    const file = path.resolve(import.meta.dirname, `../../locales/${language}/shell.po`);
    // The macros' ids are hashes of the source text, as the Vite plugin compiles the catalog.
    const entries = [...readPo(readFileSync(file, "utf8"))].map(([source, text]) => [generateMessageId(source), text]);
    const i18n = setupI18n({ locale: language, messages: { [language]: Object.fromEntries(entries) } });
    i18n.setMessagesCompiler(compileMessage);
    return (text: string | MessageDescriptor) => (typeof text === "string" ? text : i18n._(text));
  };
  const en = setupI18n({ locale: "en", messages: { en: {} } });
  en.setMessagesCompiler(compileMessage);
  const english = (text: string | MessageDescriptor) => (typeof text === "string" ? text : en._(text));
  const twoFields = { status: 422, message: "Please fix 2 validation errors", errors: { a: ["x"], b: ["y"] } };

  it("keeps the SPEC's English", () => {
    expect(english(toastForError(twoFields).message)).toBe("Please fix 2 validation errors");
    expect(english(toastForError({ status: 0, message: OFFLINE_MESSAGE }).message)).toBe(
      "You appear to be offline. Please check your connection.",
    );
    expect(english(toastForError({ status: 422, errors: { a: ["Only this."] }, message: "Only this." }).message)).toBe(
      "Only this.",
    );
  });

  it("says the browser's own messages and the 422's count in German and French", () => {
    const de = shell("de");
    const fr = shell("fr");
    expect(de(toastForError(twoFields).message)).toBe("Bitte korrigiere 2 Angaben");
    expect(fr(toastForError(twoFields).message)).toBe("Veuillez corriger 2 erreurs");
    expect(de(toastForError({ status: 0, message: NETWORK_MESSAGE }).message)).toBe(
      "Netzwerkfehler. Bitte prüfe deine Verbindung und versuch es noch einmal.",
    );
    expect(fr(toastForError({ status: 0, message: OFFLINE_MESSAGE }).message)).toBe(
      "Vous semblez être hors ligne. Vérifiez votre connexion.",
    );
    // The API's message came in the page's language already: shown as it is.
    expect(fr(toastForError({ status: 403, message: "Vous n'avez pas l'autorisation de faire cela." }).message)).toBe(
      "Vous n'avez pas l'autorisation de faire cela.",
    );
  });
});
