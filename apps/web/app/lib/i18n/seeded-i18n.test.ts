import { compileMessage } from "@lingui/message-utils/compileMessage";
import { afterEach, describe, expect, it } from "vitest";
import { clearFormatSeed, seedFormats } from "../../boot/format-seed/format-seed";
import { setupSeededI18n } from "./seeded-i18n";

afterEach(clearFormatSeed);

const make = (catalog: string, text: string) => {
  const i18n = setupSeededI18n({ locale: "en", messages: { en: { year: text } } }, catalog);
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
};

describe("SeededI18n (decision 470)", () => {
  it("keeps each catalog's text apart, also for two catalogs that format as the same locale", () => {
    const english = make("en", "© {year} Guildforge");
    const pseudo = make("pseudo", "© {year} Ĝũĩľđƒōŕĝē");
    expect(english._("year", { year: 2026 })).toBe("© 2026 Guildforge");
    // The pseudo-locale formats as English: the same id and values must still give its own text.
    expect(pseudo._("year", { year: 2026 })).toBe("© 2026 Ĝũĩľđƒōŕĝē");
  });

  it("works through a Proxy of the instance, as @lingui/react's context hands it to components", () => {
    const proxied = new Proxy(make("fr", "© {year} Guildforge"), {});
    expect(proxied._("year", { year: 2027 })).toBe("© 2027 Guildforge");
  });

  it("prints the server's seeded text for a message with a number, and formats one with no number as usual", () => {
    seedFormats({ 'i18n|de|year|{"year":2026}': "© 2026 vom Server" });
    const german = make("de", "© {year} Guildforge");
    expect(german._("year", { year: 2026 })).toBe("© 2026 vom Server");
    expect(german._("year", { year: "MMXXVI" })).toBe("© MMXXVI Guildforge");
  });
});
