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

describe("loginRedirectPath during client navigation", () => {
  it.each([
    ["http://x/dashboard.data?_routes=routes%2Fdashboard", "/login?redirect=%2Fdashboard"],
    [
      "http://x/manage/applications.data?status=all&_routes=a",
      "/login?redirect=%2Fmanage%2Fapplications%3Fstatus%3Dall",
    ],
    ["http://x/_root.data", "/login?redirect=%2F"],
    ["http://x/profile?tab=1", "/login?redirect=%2Fprofile%3Ftab%3D1"],
  ])("%s -> %s", (from, to) => {
    expect(loginRedirectPath(new URL(from))).toBe(to);
  });
});
