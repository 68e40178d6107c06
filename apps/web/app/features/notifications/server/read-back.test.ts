import { describe, expect, it } from "vitest";
import { safeReadBack } from "./read-back";

const request = (referer?: string) =>
  new Request("http://localhost:3000/notifications", { method: "POST", headers: referer ? { referer } : {} });

describe("safeReadBack", () => {
  it("keeps a same-site path from the form", () => {
    expect(safeReadBack(request(), "/dashboard?tab=1")).toBe("/dashboard?tab=1");
  });
  it("never leaves the site", () => {
    expect(safeReadBack(request(), "//evil.example/x")).toBe("/notifications");
    expect(safeReadBack(request(), "/\\evil.example")).toBe("/notifications");
    expect(safeReadBack(request(), "https://evil.example/")).toBe("/notifications");
  });
  it("falls back to a same-site Referer, then /notifications", () => {
    expect(safeReadBack(request("http://localhost:3000/classes?page=2"), null)).toBe("/classes?page=2");
    expect(safeReadBack(request("https://evil.example/x"), null)).toBe("/notifications");
    expect(safeReadBack(request("not a url"), null)).toBe("/notifications");
  });
});
