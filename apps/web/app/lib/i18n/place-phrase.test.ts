import { describe, expect, it } from "vitest";
import { inPlaceText, placePhrase } from "./place-phrase";

const city = (name: string) => ({ name, kind: "city" as const, path: `us/x/${name.toLowerCase()}` });
const region = (name: string) => ({ name, kind: "region" as const, path: `us/${name.toLowerCase()}` });
const country = (path: string, name: string) => ({ name, kind: "country" as const, path });

describe("placePhrase: 'in {place}' in the reader's language (issue 39)", () => {
  it("French: à before a city, en or au before a region, the country's French name with its preposition", () => {
    expect(inPlaceText("fr", city("Portland"))).toBe("à Portland");
    expect(inPlaceText("fr", region("Oregon"))).toBe("en Oregon");
    expect(inPlaceText("fr", region("Texas"))).toBe("au Texas");
    expect(inPlaceText("fr", region("North Carolina"))).toBe("en North Carolina");
    expect(inPlaceText("fr", region("Bavaria"))).toBe("en Bavaria");
    expect(inPlaceText("fr", region("Ontario"))).toBe("en Ontario");
    expect(inPlaceText("fr", region("Quebec"))).toBe("au Quebec");
    expect(inPlaceText("fr", region("New York"))).toBe("dans l'État de New York");
    expect(inPlaceText("fr", country("us", "United States"))).toBe("aux États-Unis");
    expect(inPlaceText("fr", country("gb", "United Kingdom"))).toBe("au Royaume-Uni");
    expect(inPlaceText("fr", country("ca", "Canada"))).toBe("au Canada");
    expect(inPlaceText("fr", country("de", "Germany"))).toBe("en Allemagne");
    expect(inPlaceText("fr-CA", region("Texas"))).toBe("au Texas");
  });

  it("German: in, with the article a country takes", () => {
    expect(inPlaceText("de", city("Portland"))).toBe("in Portland");
    expect(inPlaceText("de", region("Texas"))).toBe("in Texas");
    expect(inPlaceText("de", country("us", "United States"))).toBe("in den USA");
    expect(inPlaceText("de", country("gb", "United Kingdom"))).toBe("im Vereinigten Königreich");
    expect(inPlaceText("de", country("de", "Germany"))).toBe("in Deutschland");
  });

  it("English: in, 'in the' before the countries that take it; an unknown country keeps its name", () => {
    expect(inPlaceText("en", region("Oregon"))).toBe("in Oregon");
    expect(inPlaceText("en", country("us", "United States"))).toBe("in the United States");
    expect(inPlaceText("en", country("ca", "Canada"))).toBe("in Canada");
    expect(placePhrase("fr", country("zz", "Atlantis"))).toEqual({ before: "en", name: "Atlantis", ownName: true });
  });

  it("marks which names are the stored ones (people's content) and which are ours", () => {
    expect(placePhrase("fr", city("Portland")).ownName).toBe(true);
    expect(placePhrase("fr", country("us", "United States")).ownName).toBe(false);
    expect(placePhrase("en", country("us", "United States"))).toEqual({
      before: "in the",
      name: "United States",
      ownName: true,
    });
  });
});
