import { describe, expect, it } from "vitest";
import { readRequestFilters, requestApiQuery, requestPageQuery } from "./request-query";

describe("class request filters in the URL", () => {
  it("keeps valid values and drops ones the API would refuse", () => {
    const f = readRequestFilters(new URLSearchParams("sort=nearest&theme=knife-making&location=%20Portland%20"));
    expect(f).toEqual({ sort: "nearest", theme: "knife-making", location: "Portland", cursor: "" });
    const bad = readRequestFilters(new URLSearchParams("sort=price&theme=pottery"));
    expect(bad).toEqual({ sort: "votes", theme: "", location: "", cursor: "" });
  });

  it("builds the API query with the sort, filters, cursor and limit", () => {
    const f = readRequestFilters(new URLSearchParams("theme=knife-making&location=Leeds&cursor=abc"));
    expect(Object.fromEntries(new URLSearchParams(requestApiQuery(f, 5)))).toEqual({
      sort: "votes",
      theme: "knife-making",
      location: "Leeds",
      cursor: "abc",
      limit: "5",
    });
  });

  it("leaves the default sort out of the page URL and applies changes", () => {
    const f = readRequestFilters(new URLSearchParams("theme=knife-making"));
    expect(requestPageQuery(f)).toBe("?theme=knife-making");
    expect(requestPageQuery(f, { sort: "newest", cursor: "c1" })).toBe("?sort=newest&theme=knife-making&cursor=c1");
    expect(requestPageQuery(readRequestFilters(new URLSearchParams()))).toBe("");
  });
});
