import { describe, expect, it } from "vitest";
import { loginRedirectPath, safeRedirect } from "./redirect-target";

describe("safeRedirect", () => {
  it.each([
    ["/classes/create", "/classes/create"],
    ["/profile?tab=password", "/profile?tab=password"],
    [null, "/dashboard"],
    ["", "/dashboard"],
    ["https://evil.test/", "/dashboard"],
    ["//evil.test/path", "/dashboard"],
    ["/\\evil.test", "/dashboard"],
    ["javascript:alert(1)", "/dashboard"],
    ["/ok\n", "/dashboard"],
  ])("%j -> %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe("loginRedirectPath", () => {
  it("keeps path and query of the wanted page", () => {
    expect(loginRedirectPath(new URL("http://x.test/classes/3/edit?step=2"))).toBe(
      "/login?redirect=%2Fclasses%2F3%2Fedit%3Fstep%3D2",
    );
  });
});
