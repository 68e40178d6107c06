import { describe, expect, it } from "vitest";
import { findSimilar, titleWords } from "./similar.ts";

describe("titleWords", () => {
  it("keeps significant words, drops stop words, short words and plural s", () => {
    expect([...titleWords("Intro to Forging Damascus Knives!")]).toEqual(["damascus", "knive"]);
    expect([...titleWords("A class for the basics")]).toEqual([]);
    expect(titleWords("Brass hooks")).toEqual(new Set(["brass", "hook"]));
  });
});

describe("findSimilar", () => {
  const target = { id: 1, title: "Damascus knife weekend", theme: "knife-making" };
  const candidates = [
    { id: 2, title: "Forge a damascus knife", theme: "knife-making" },
    { id: 3, title: "Damascus billets", theme: "knife-making" },
    { id: 4, title: "Damascus knife", theme: "tool-making" },
    { id: 5, title: "Horseshoe basics", theme: "knife-making" },
    { id: 1, title: "Damascus knife weekend", theme: "knife-making" },
  ];

  it("finds the same theme with shared title words, most shared first, never itself", () => {
    expect(findSimilar(target, candidates).map((c) => c.id)).toEqual([2, 3]);
  });

  it("respects the limit and returns nothing for a title of stop words only", () => {
    expect(findSimilar(target, candidates, 1).map((c) => c.id)).toEqual([2]);
    expect(findSimilar({ id: 9, title: "The basics class", theme: "knife-making" }, candidates)).toEqual([]);
  });
});
