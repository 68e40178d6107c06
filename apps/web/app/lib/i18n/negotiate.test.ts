import { describe, expect, it } from "vitest";
import {
  languageOfPath,
  languagesOfAcceptLanguage,
  localizedPath,
  negotiateLanguage,
  pathWithoutLanguage,
} from "./negotiate";

describe("language negotiation", () => {
  it("takes the URL prefix first, then the account, the cookie, Accept-Language and English", () => {
    const all = { accountLanguage: "fr", cookieLanguage: "en", acceptLanguage: "en-US" };
    expect(negotiateLanguage({ pathname: "/de/classes", ...all })).toBe("de");
    expect(negotiateLanguage({ pathname: "/classes", ...all })).toBe("fr");
    expect(negotiateLanguage({ pathname: "/classes", cookieLanguage: "de", acceptLanguage: "fr" })).toBe("de");
    expect(negotiateLanguage({ pathname: "/classes", acceptLanguage: "es-ES, fr-CA;q=0.8, de;q=0.9" })).toBe("de");
    expect(negotiateLanguage({ pathname: "/classes", acceptLanguage: "es, pt;q=0.5" })).toBe("en");
    expect(negotiateLanguage({ pathname: "/" })).toBe("en");
  });

  it("ignores values it does not write in", () => {
    expect(negotiateLanguage({ pathname: "/es/classes", accountLanguage: "xx", cookieLanguage: "<script>" })).toBe(
      "en",
    );
    expect(languagesOfAcceptLanguage("de;q=0, fr;q=abc, *")).toEqual([]);
    expect(languagesOfAcceptLanguage("DE-de, de-AT;q=0.9, fr;q=0.1")).toEqual(["de", "fr"]);
  });

  it("maps paths between languages and keeps the rest of the path", () => {
    expect(languageOfPath("/fr")).toBe("fr");
    expect(languageOfPath("/french-forges")).toBeNull();
    expect(languageOfPath("/definitely")).toBeNull();
    expect(pathWithoutLanguage("/de")).toBe("/");
    expect(pathWithoutLanguage("/de/classes/42")).toBe("/classes/42");
    expect(localizedPath("/classes/42", "fr")).toBe("/fr/classes/42");
    expect(localizedPath("/de/classes/42", "fr")).toBe("/fr/classes/42");
    expect(localizedPath("/de", "en")).toBe("/");
    expect(localizedPath("/", "de")).toBe("/de");
  });
});
