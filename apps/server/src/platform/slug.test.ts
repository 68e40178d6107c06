import { describe, expect, it } from "vitest";
import { firstFreeSlug, nextFreeSlug, slugify } from "./slug.ts";

const person = { maxLength: 60, fallback: "smith" };
const title = { maxLength: 80, fallback: "article" };

describe("slugify", () => {
  it("makes lowercase ASCII words joined by hyphens, accents dropped", () => {
    expect(slugify("Ada Ironside!", person)).toBe("ada-ironside");
    expect(slugify("Choosing your First Hammer!", title)).toBe("choosing-your-first-hammer");
    expect(slugify("Forgé à la main: 1084 & 80CrV2", title)).toBe("forge-a-la-main-1084-80crv2");
    expect(slugify("Ember & Anvil Works", { maxLength: 60, fallback: "forge" })).toBe("ember-anvil-works");
    expect(slugify("  --Intro to Knife Making--  ", { maxLength: 80, fallback: "class" })).toBe(
      "intro-to-knife-making",
    );
  });

  it("gives the caller's fallback for text without letters or digits", () => {
    expect(slugify("!!!", title)).toBe("article");
    expect(slugify("", person)).toBe("smith");
    expect(slugify("ᚠᚢᚦ", { maxLength: 60, fallback: "forge" })).toBe("forge");
  });

  it("cuts at the maximum length and never ends in a hyphen", () => {
    expect(slugify("a ".repeat(100), title).length).toBeLessThanOrEqual(80);
    const cut = slugify(`${"x".repeat(59)} tail`, person);
    expect(cut).toBe("x".repeat(59));
    expect(slugify("b".repeat(100), person)).toBe("b".repeat(60));
  });
});

describe("free slugs", () => {
  it("nextFreeSlug: base, then base-2, base-3... past the taken ones", () => {
    expect(nextFreeSlug("vulcan-smith", [])).toBe("vulcan-smith");
    expect(nextFreeSlug("vulcan-smith", ["vulcan-smith", "vulcan-smith-2"])).toBe("vulcan-smith-3");
  });

  it("firstFreeSlug asks in turn until one is free", async () => {
    const taken = new Set(["hooks", "hooks-2"]);
    const asked: string[] = [];
    const free = await firstFreeSlug("hooks", async (s) => {
      asked.push(s);
      return taken.has(s);
    });
    expect(free).toBe("hooks-3");
    expect(asked).toEqual(["hooks", "hooks-2", "hooks-3"]);
  });
});
