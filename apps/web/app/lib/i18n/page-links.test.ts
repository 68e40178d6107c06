import { describe, expect, it } from "vitest";
import { pageLinks } from "./page-links";

const origin = "https://guildforge.example";

describe("canonical and hreflang links", () => {
  it("names the page in each language and x-default, and the canonical in the page's own language", () => {
    const links = pageLinks({ origin, pathname: "/classes", search: "", keepQuery: [], language: "de" });
    expect(links.canonical).toBe(`${origin}/de/classes`);
    expect(links.alternates).toEqual([
      { hreflang: "en", href: `${origin}/classes` },
      { hreflang: "de", href: `${origin}/de/classes` },
      { hreflang: "fr", href: `${origin}/fr/classes` },
      { hreflang: "x-default", href: `${origin}/classes` },
    ]);
  });

  it("takes the prefix off first and keeps only the query the route names", () => {
    const links = pageLinks({
      origin,
      pathname: "/fr/classes",
      search: "?venue=7&page=3&q=knife",
      keepQuery: ["venue"],
      language: "fr",
    });
    expect(links.canonical).toBe(`${origin}/fr/classes?venue=7`);
    expect(links.alternates[0]).toEqual({ hreflang: "en", href: `${origin}/classes?venue=7` });
  });

  it("maps the home page to / , /de and /fr", () => {
    const links = pageLinks({ origin, pathname: "/de", search: "", keepQuery: [], language: "en" });
    expect(links.canonical).toBe(`${origin}/`);
    expect(links.alternates.map((a) => a.href)).toEqual([`${origin}/`, `${origin}/de`, `${origin}/fr`, `${origin}/`]);
  });
});
