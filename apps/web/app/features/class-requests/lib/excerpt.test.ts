import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("excerpt", () => {
  it("keeps short texts whole, with whitespace flattened", () => {
    expect(excerpt("Forge  a\nhook", 50)).toBe("Forge a hook");
  });

  it("cuts long texts on a word boundary with an ellipsis", () => {
    expect(excerpt("Forge a damascus chef knife, start to finish", 20)).toBe("Forge a damascus…");
  });
});
