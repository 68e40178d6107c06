import type { LocationTreeNode } from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import { locationGroups } from "./location-options";

const node = (path: string, name: string, children: LocationTreeNode[] = [], lat: number | null = null) =>
  ({
    id: path.length,
    path,
    name,
    kind: "city",
    time_zone: "UTC",
    slug: path.split("/").at(-1) ?? path,
    description: "",
    lat,
    lng: lat === null ? null : -lat,
    parent_path: null,
    url: `/locations/${path}`,
    classes_url: `/classes/${path}`,
    upcoming_classes_count: 0,
    children,
  }) satisfies LocationTreeNode;

describe("locationGroups", () => {
  it("groups by country, labels places by their trail below it, sorts by name and keeps coordinates", () => {
    const tree = [
      node("us", "United States", [
        node("us/texas", "Texas", [node("us/texas/austin", "Austin", [], 30.2)]),
        node("us/oregon", "Oregon", [node("us/oregon/portland", "Portland", [], 45.5)]),
      ]),
      node("gb", "United Kingdom", [node("gb/york", "York", [], 53.9)]),
    ];
    expect(locationGroups(tree)).toEqual([
      {
        country: "United Kingdom",
        options: [
          { path: "gb", label: "United Kingdom", lat: null, lng: null, kind: "city", whole: true },
          { path: "gb/york", label: "York", lat: 53.9, lng: -53.9, kind: "city" },
        ],
      },
      {
        country: "United States",
        options: [
          { path: "us", label: "United States", lat: null, lng: null, kind: "city", whole: true },
          { path: "us/oregon", label: "Oregon", lat: null, lng: null, kind: "city" },
          { path: "us/oregon/portland", label: "Oregon › Portland", lat: 45.5, lng: -45.5, kind: "city" },
          { path: "us/texas", label: "Texas", lat: null, lng: null, kind: "city" },
          { path: "us/texas/austin", label: "Texas › Austin", lat: 30.2, lng: -30.2, kind: "city" },
        ],
      },
    ]);
  });
});
