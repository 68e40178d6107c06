import { afterEach, describe, expect, it } from "vitest";
import { clearFormatSeed, seedFormats } from "../boot/format-seed/format-seed";
import { formatPriceFor } from "./format-price";

afterEach(clearFormatSeed);

describe("a price for the reader (issue 39 point 4)", () => {
  it("is the class's currency in the reader's format, without needless zero cents", () => {
    expect(formatPriceFor("de-DE", { price_cents: 8500, currency: "USD" }, "Kostenlos")).toBe("85\u00a0$");
    expect(formatPriceFor("de-DE", { price_cents: 7050, currency: "EUR" }, "Kostenlos")).toBe("70,50\u00a0€");
    expect(formatPriceFor("fr-FR", { price_cents: 12000, currency: "EUR" }, "Gratuit")).toBe("120\u00a0€");
    expect(formatPriceFor("fr-FR", { price_cents: 400000, currency: "JPY" }, "Gratuit")).toBe("400\u202f000\u00a0JPY");
    expect(formatPriceFor("de-DE", { price_cents: 0, currency: "EUR" }, "Kostenlos")).toBe("Kostenlos");
  });

  it("prints the server's text while hydrating (the format seed), never another currency's", () => {
    seedFormats({ "price|de-DE|EUR|9900": "99 € (vom Server)" });
    expect(formatPriceFor("de-DE", { price_cents: 9900, currency: "EUR" }, "")).toBe("99 € (vom Server)");
    expect(formatPriceFor("de-DE", { price_cents: 9900, currency: "USD" }, "")).toBe("99\u00a0$");
  });
});
