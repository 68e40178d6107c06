import { describe, expect, it } from "vitest";
import { languageSwitchTarget, sameSitePath } from "./switch-target";

describe("the language switcher's redirect_to", () => {
  it("keeps a same-site path and its query, and moves it to the chosen language", () => {
    expect(languageSwitchTarget("/classes?q=knife&page=2", "de")).toBe("/de/classes?q=knife&page=2");
    expect(languageSwitchTarget("/de/classes/42-knife", "fr")).toBe("/fr/classes/42-knife");
    expect(languageSwitchTarget("/fr/articles", "en")).toBe("/articles");
    expect(languageSwitchTarget("/de", "en")).toBe("/");
    expect(languageSwitchTarget("/", "fr")).toBe("/fr");
  });

  it("never leaves the site: other origins, protocol-relative and backslash paths go to the language's home", () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example/de",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\u0000//evil.example",
      "/\t/evil.example",
      "evil.example/de",
      "",
      null,
      undefined,
      42,
    ]) {
      expect(sameSitePath(target), String(target)).toBeNull();
      expect(languageSwitchTarget(target, "de")).toBe("/de");
      expect(languageSwitchTarget(target, "en")).toBe("/");
    }
  });

  it("normalises dot segments on the same site instead of following them elsewhere", () => {
    expect(sameSitePath("/de/../classes")).toBe("/classes");
    expect(sameSitePath("/a/..//evil.example")).toBeNull();
    expect(languageSwitchTarget("/a/..//evil.example", "en")).toBe("/");
    expect(languageSwitchTarget("/de/..//evil.example", "fr")).toBe("/fr");
  });
});
