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

  it("names every other country in the reader's language by its ISO code, with the preposition it takes", () => {
    expect(inPlaceText("fr", country("br", "Brazil"))).toBe("au Brésil");
    expect(inPlaceText("fr", country("ar", "Argentina"))).toBe("en Argentine");
    expect(inPlaceText("fr", country("in", "India"))).toBe("en Inde");
    expect(inPlaceText("fr", country("kr", "South Korea"))).toBe("en Corée du Sud");
    expect(inPlaceText("fr", country("kh", "Cambodia"))).toBe("au Cambodge");
    expect(inPlaceText("fr", country("ph", "Philippines"))).toBe("aux Philippines");
    expect(inPlaceText("fr", country("sg", "Singapore"))).toBe("à Singapour");
    expect(inPlaceText("fr", country("ma", "Morocco"))).toBe("au Maroc");
    expect(inPlaceText("fr", country("ae", "United Arab Emirates"))).toBe("aux Émirats arabes unis");
    expect(inPlaceText("de", country("br", "Brazil"))).toBe("in Brasilien");
    expect(inPlaceText("de", country("tr", "Turkey"))).toBe("in der Türkei");
    expect(inPlaceText("de", country("ir", "Iran"))).toBe("im Iran");
    expect(inPlaceText("de", country("ph", "Philippines"))).toBe("in den Philippinen");
    expect(inPlaceText("de", country("ae", "United Arab Emirates"))).toBe("in den Vereinigten Arabischen Emiraten");
    expect(placePhrase("de", country("gr", "Greece"))).toEqual({ before: "in", name: "Griechenland", ownName: false });
    // The seed's United Kingdom is `uk`; a path that is no code finds it by its English name.
    expect(inPlaceText("de", country("uk", "United Kingdom"))).toBe("im Vereinigten Königreich");
    expect(inPlaceText("fr", country("iceland", "Iceland"))).toBe("en Islande");
    // English keeps the stored name; a region or a city is never looked up.
    expect(inPlaceText("en", country("br", "Brazil"))).toBe("in Brazil");
    expect(inPlaceText("de", region("Ceará"))).toBe("in Ceará");
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
