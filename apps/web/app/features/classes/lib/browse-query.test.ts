import { describe, expect, it } from "vitest";
import {
  activeFilters,
  apiQuery,
  formPageQuery,
  pageQuery,
  priceNeedsCurrency,
  readBrowseFilters,
  withoutUnsetFilters,
} from "./browse-query";

const read = (qs: string, fixed?: string) => readBrowseFilters(new URLSearchParams(qs), fixed);

describe("browse filters in the URL", () => {
  it("turns the page's whole-unit max price into the API's minor units", () => {
    const q = new URLSearchParams(apiQuery(read("q=knife&theme=knife-making&price_max=120&currency=gbp&seats=true")));
    expect(q.get("q")).toBe("knife");
    expect(q.get("theme")).toBe("knife-making");
    expect(q.get("price_max")).toBe("12000");
    expect(q.get("currency")).toBe("GBP");
    expect(q.get("seats")).toBe("true");
  });

  it("never sends a maximum price without its currency, and says so", () => {
    const f = read("price_max=120");
    expect(new URLSearchParams(apiQuery(f)).has("price_max")).toBe(false);
    expect(priceNeedsCurrency(f)).toBe(true);
    expect(priceNeedsCurrency(read("price_max=120&currency=EUR"))).toBe(false);
    expect(pageQuery(read("currency=EUR&price_max=80"))).toBe("?price_max=80&currency=EUR");
    expect(activeFilters(read("currency=EUR"))).toEqual(["currency"]);
  });

  it("drops values the API would refuse instead of failing the page", () => {
    const f = read("theme=cooking&level=guru&from=soon&price_max=-5&location=42");
    expect(f).toMatchObject({ theme: "", level: "", from: "", price_max: "", location: "" });
  });

  it("asks for nearest only with coordinates and relevance only with a search", () => {
    expect(new URLSearchParams(apiQuery(read("sort=nearest"))).get("sort")).toBeNull();
    const near = new URLSearchParams(apiQuery(read("sort=nearest&lat=45.5&lng=-122.6")));
    expect([near.get("sort"), near.get("lat"), near.get("lng")]).toEqual(["nearest", "45.5", "-122.6"]);
    expect(new URLSearchParams(apiQuery(read("sort=relevance"))).get("sort")).toBeNull();
  });

  it("keeps a location fixed by the path out of the page query but in the API query", () => {
    const f = read("location=fr&level=beginner", "us/oregon");
    expect(f.location).toBe("us/oregon");
    expect(new URLSearchParams(apiQuery(f)).get("location")).toBe("us/oregon");
    expect(pageQuery(f, {}, "us/oregon")).toBe("?level=beginner");
    expect(activeFilters(f, "us/oregon")).toEqual(["level"]);
  });

  it("builds next-page and clear-filter links", () => {
    const f = read("q=hook&theme=tool-making");
    expect(pageQuery(f, { cursor: "abc" })).toBe("?q=hook&theme=tool-making&cursor=abc");
    expect(pageQuery(f, { theme: "" })).toBe("?q=hook");
    expect(pageQuery(read(""))).toBe("");
  });

  it("keeps one forge's id through the API query, next-page and clear links", () => {
    const f = read("venue=42&theme=knife-making");
    expect(f.venue).toBe("42");
    expect(new URLSearchParams(apiQuery(f)).get("venue")).toBe("42");
    expect(pageQuery(f, { cursor: "abc" })).toBe("?theme=knife-making&venue=42&cursor=abc");
    expect(pageQuery(f, { venue: "", cursor: "" })).toBe("?theme=knife-making");
    expect(activeFilters(f)).toEqual(["theme", "venue"]);
    expect(pageQuery(read("venue=7"), {}, "us/oregon")).toBe("?venue=7");
  });

  it("drops a forge id the API would refuse", () => {
    for (const bad of ["abc", "0", "-3", "1.5", "07", "1234567890123456"]) expect(read(`venue=${bad}`).venue).toBe("");
  });

  it("a submitted form's URL carries only the filters that are set (decision 523)", () => {
    // What the form sends: every field, empty or not, and the sort it shows by default.
    const sent: [string, string][] = [
      ["q", ""],
      ["theme", "knife-making"],
      ["location", ""],
      ["level", ""],
      ["sort", "soonest"],
      ["from", ""],
      ["to", ""],
      ["price_max", "60"],
      ["currency", "GBP"],
    ];
    expect(formPageQuery(sent)).toBe("?theme=knife-making&price_max=60&currency=GBP");
    expect(
      formPageQuery([
        ["q", ""],
        ["theme", ""],
        ["level", ""],
        ["sort", "soonest"],
      ]),
    ).toBe("");
    // A sort other than the default is a choice: kept; with a search, soonest is a choice too.
    expect(
      formPageQuery([
        ["q", ""],
        ["sort", "price_asc"],
      ]),
    ).toBe("?sort=price_asc");
    expect(
      formPageQuery([
        ["q", "tongs"],
        ["sort", "soonest"],
      ]),
    ).toBe("?q=tongs&sort=soonest");
    expect(
      formPageQuery([
        ["q", "tongs"],
        ["sort", "relevance"],
      ]),
    ).toBe("?q=tongs");
    expect(
      formPageQuery([
        ["seats", "true"],
        ["level", "beginner"],
      ]),
    ).toBe("?level=beginner&seats=true");
    // A location fixed by the path stays out of the query.
    expect(
      formPageQuery(
        [
          ["location", "fr"],
          ["level", ""],
        ],
        "us/oregon",
      ),
    ).toBe("");
  });

  it("finds a URL's unset parameters for the loader's redirect, keeping the rest as they are", () => {
    expect(withoutUnsetFilters(new URLSearchParams("q=&theme=&level=&sort=soonest"))).toBe("");
    expect(withoutUnsetFilters(new URLSearchParams("q=&theme=knife-making&utm_source=x"))).toBe(
      "?theme=knife-making&utm_source=x",
    );
    expect(withoutUnsetFilters(new URLSearchParams("q=hook&sort=relevance&level=%20"))).toBe("?q=hook");
    expect(withoutUnsetFilters(new URLSearchParams("theme=knife-making&sort=price_desc"))).toBeNull();
    expect(withoutUnsetFilters(new URLSearchParams("q=hook&sort=soonest"))).toBeNull();
    expect(withoutUnsetFilters(new URLSearchParams(""))).toBeNull();
  });
});
