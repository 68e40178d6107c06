import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { linguiCheck, placeholders, readPo } from "../../../../../scripts/i18n-catalogs.ts";
import { noticeContent, renderNotice } from "./notice-text.ts";
import { dayValue, momentValue, serverLanguages, translate } from "./server-i18n.ts";

/**
 * Issue 39 point 5 for the server's texts (notifications, emails): its catalog holds exactly the
 * texts the code uses, German and French are complete, and each translation parses with the same
 * placeholders as the English text (the `en` catalog's, since the server's messages have ids).
 */
const serverDir = path.resolve(import.meta.dirname, "../../..");
const catalog = (language: string) =>
  readPo(readFileSync(path.join(serverDir, "locales", language, "server.po"), "utf8"));

describe("the server's translation catalogs", () => {
  it("hold exactly the texts the code uses (lingui check sync --clean)", async () => {
    const { ok, output } = await linguiCheck(serverDir, ["sync", "--clean"]);
    expect(ok, `${output}\nRun \`npm run i18n:extract\` and translate the new entries.`).toBe(true);
  }, 120_000);

  it("have every German and French text translated (lingui check missing)", async () => {
    const { ok, output } = await linguiCheck(serverDir, ["missing", "--mode", "catalog", "--locale", "de,fr"]);
    expect(ok, output).toBe(true);
  }, 120_000);

  it("parse as ICU MessageFormat with the English text's placeholders", () => {
    const english = catalog("en");
    expect(english.size).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const language of ["de", "fr"]) {
      for (const [id, str] of catalog(language)) {
        const source = english.get(id) ?? "";
        try {
          if (JSON.stringify(placeholders(str)) !== JSON.stringify(placeholders(source)))
            problems.push(`${language} ${id}: "${str}" has other placeholders than "${source}"`);
        } catch (error) {
          problems.push(`${language} ${id}: "${str}" does not parse: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("server texts in the reader's language", () => {
  const waitlisted = { id: "notice.applied.waitlisted" };
  const values = { title: "Forge a knife", position: 3 };

  it("renders a text in each language, English for an unknown one", () => {
    expect(translate("en", { ...waitlisted, values })).toBe(
      '"Forge a knife" is full; you are number 3 on its waitlist. We will tell you when a seat opens.',
    );
    expect(translate("de", { ...waitlisted, values })).toContain(
      "„Forge a knife“ ist ausgebucht; du stehst auf Platz 3",
    );
    expect(translate("fr", { ...waitlisted, values })).toContain("vous êtes numéro 3 sur la liste d'attente");
    expect(translate("es", { ...waitlisted, values })).toBe(translate("en", { ...waitlisted, values }));
    expect(translate(null, { ...waitlisted, values })).toBe(translate("en", { ...waitlisted, values }));
  });

  it("uses each language's plural rules", () => {
    const digest = { id: "mail.digest.applications" };
    expect(translate("en", { ...digest, values: { count: 1 } })).toBe("1 new application to review");
    expect(translate("de", { ...digest, values: { count: 2 } })).toBe("2 neue Anfragen zu prüfen");
    // French counts 0 and 1 as singular.
    expect(translate("fr", { ...digest, values: { count: 0 } })).toBe("0 nouvelle inscription à examiner");
  });

  it("renders every text of every language with its placeholders filled", () => {
    for (const [id, source] of catalog("en")) {
      // A formatted placeholder (`{paid_on, date, day}`, `{amount, number, money}`) takes a value of its kind.
      const sample = (name: string) =>
        new RegExp(`\\{${name},\\s*date\\b`).test(source)
          ? "2026-11-28"
          : new RegExp(`\\{${name},\\s*number\\b`).test(source)
            ? 85.5
            : "x";
      const values = Object.fromEntries(placeholders(source).map((p) => [p.slice(1, -1), sample(p.slice(1, -1))]));
      for (const language of serverLanguages) {
        const text = translate(language, { id, values });
        expect(text, `${language} ${id}`).not.toBe(id);
        expect(text, `${language} ${id}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it("writes a moment or a day in the reader's language and the place's time zone", () => {
    const at = new Date("2026-12-12T09:00:00Z");
    const closed = { id: "error.check_in_closed", values: { at: momentValue(at, "Europe/Berlin") } };
    expect(translate("en", closed)).toBe(
      "Check-in closed when the session ended: Saturday, 12 December 2026, 10:00 (Central European Standard Time).",
    );
    expect(translate("de", closed)).toBe(
      "Der Check-in endete mit dem Termin: Samstag, 12. Dezember 2026, 10:00 (Mitteleuropäische Normalzeit).",
    );
    expect(translate("fr", closed)).toContain("samedi 12 décembre 2026, 10:00 (heure normale d’Europe centrale)");
    const late = {
      id: "error.applications_closed",
      values: { day: dayValue(new Date("2026-12-12T23:30:00Z"), "Europe/Berlin") },
    };
    expect(translate("en", late)).toBe("Applications for this class closed on Sunday, 13 December 2026.");
    expect(translate("de", late)).toBe("Platzanfragen für diesen Kurs waren bis Sonntag, 13. Dezember 2026 möglich.");
    expect(translate("fr", late)).toBe("Les inscriptions à ce cours ont fermé le dimanche 13 décembre 2026.");
  });

  it("shows a stored notification's English text when it has no references or an unknown one", () => {
    const row = { title: "Application accepted", message: "You have a seat." };
    expect(renderNotice(row, "de")).toEqual(row);
    expect(renderNotice({ ...row, text: { title: { id: "gone" }, message: { id: "gone.too" } } }, "de")).toEqual(row);
    expect(
      renderNotice(
        {
          ...row,
          text: {
            title: { id: "notice.decision.accepted.title" },
            message: { id: "notice.released", values: { title: "T" } },
          },
        },
        "de",
      ),
    ).toEqual({
      title: "Anfrage bestätigt",
      message: "Du hast deinen Platz in „T“ freigegeben. Jemand von der Warteliste kann ihn jetzt bekommen.",
    });
  });
});

describe("the pseudo-locale (I18N_PSEUDO=1, the untranslated-text walk)", () => {
  const waitlisted = { id: "notice.applied.waitlisted", values: { title: "Forge a knife", position: 3 } };

  it("is English where the server is not started for it", () => {
    expect(translate("pseudo", waitlisted)).toBe(translate("en", waitlisted));
  });

  it("accents every text as the web's pseudo catalogs do, keeping people's words and numbers", async () => {
    vi.stubEnv("I18N_PSEUDO", "1");
    vi.resetModules();
    try {
      const pseudo = await import("./server-i18n.ts");
      const text = pseudo.translate("pseudo", waitlisted);
      expect(text).toContain("Forge a knife");
      expect(text).toContain("3");
      expect(text.replace("Forge a knife", "")).not.toMatch(/[A-Za-z]{3,}/);
      for (const id of catalog("en").keys()) expect(pseudo.translate("pseudo", { id }), id).not.toMatch(/\{\w+\}/);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe("people's words in a notification", () => {
  it("are the values of its texts' plain placeholders, never a select's choice", () => {
    const text = (title: string, message: string, values: Record<string, string | number>) => ({
      title: { id: title, values },
      message: { id: message, values },
    });
    expect(
      noticeContent({ text: text("notice.decision.accepted.title", "notice.decision.accepted", { title: "T" }) }),
    ).toEqual(["T"]);
    expect(
      noticeContent({
        text: text("notice.waitlisted.title", "notice.applied.waitlisted", { title: "T", position: 3 }),
      }),
    ).toEqual(["T"]);
    expect(
      noticeContent({ text: text("notice.role.approved.title", "notice.role.approved", { role: "host" }) }),
    ).toEqual([]);
    expect(noticeContent({})).toEqual([]);
  });
});
