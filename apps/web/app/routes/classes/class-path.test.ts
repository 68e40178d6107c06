import { describe, expect, it } from "vitest";
import { isClassIdSegment, locationLabel, parseClassPath } from "./class-path";

describe("parseClassPath", () => {
  it.each([
    ["42", { kind: "class", id: 42, slug: null }],
    ["42-intro-to-knife-making", { kind: "class", id: 42, slug: "intro-to-knife-making" }],
    ["1", { kind: "class", id: 1, slug: null }],
    ["us", { kind: "location", segments: ["us"] }],
    ["us/oregon/portland", { kind: "location", segments: ["us", "oregon", "portland"] }],
    ["us/oregon/portland/", { kind: "location", segments: ["us", "oregon", "portland"] }],
    ["gb/north-yorkshire/york", { kind: "location", segments: ["gb", "north-yorkshire", "york"] }],
    ["", { kind: "none" }],
    [undefined, { kind: "none" }],
    ["0", { kind: "none" }],
    ["042", { kind: "none" }],
    ["-3", { kind: "none" }],
    ["42-", { kind: "none" }],
    ["42-Knife", { kind: "none" }],
    ["42/us", { kind: "none" }],
    ["us/42", { kind: "none" }],
    ["US/Oregon", { kind: "none" }],
    ["99999999999999999", { kind: "none" }],
  ] as const)("%s", (input, expected) => {
    expect(parseClassPath(input)).toEqual(expected);
  });
});

describe("isClassIdSegment", () => {
  it.each([
    ["7", true],
    ["7-forge-a-hook", true],
    ["portland", false],
    ["7/edit", false],
    [undefined, false],
  ] as const)("%s -> %s", (input, expected) => {
    expect(isClassIdSegment(input)).toBe(expected);
  });
});

describe("locationLabel", () => {
  it("names the place from the most specific segment outwards", () => {
    expect(locationLabel(["us", "oregon", "portland"])).toBe("Portland, Oregon, US");
    expect(locationLabel(["gb", "north-yorkshire"])).toBe("North Yorkshire, GB");
  });
});
