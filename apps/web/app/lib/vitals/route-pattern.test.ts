import { describe, expect, it } from "vitest";
import type { RouteManifest } from "../prefetch/route-modules";
import { routePattern } from "./route-pattern";
import { vitalsSampleRate } from "./start-vitals";

const manifest: RouteManifest = {
  routes: {
    root: { id: "root", path: "", module: "root.js" },
    layout: { id: "layout", parentId: "root", module: "layout.js" },
    home: { id: "home", parentId: "layout", index: true, module: "home.js" },
    profile: { id: "profile", parentId: "layout", path: "users/:slug", module: "profile.js" },
    classes: { id: "classes", parentId: "layout", path: "classes", module: "classes.js" },
    detail: { id: "detail", parentId: "classes", path: "*", module: "detail.js" },
  },
};

describe("the route pattern a Web Vitals beacon names", () => {
  it("is the matched routes' paths, never the address", () => {
    expect(routePattern(manifest, "/users/ada-ironside")).toBe("/users/:slug");
    expect(routePattern(manifest, "/classes/12-hammer-basics")).toBe("/classes/*");
    expect(routePattern(manifest, "/")).toBe("/");
    expect(routePattern(undefined, "/users/ada")).toBe("/*");
  });

  it("samples every page load unless the build asks for fewer", () => {
    expect(vitalsSampleRate(undefined)).toBe(1);
    expect(vitalsSampleRate("0.25")).toBe(0.25);
    expect(vitalsSampleRate("7")).toBe(1);
    expect(vitalsSampleRate("nope")).toBe(1);
  });
});
