import { describe, expect, it } from "vitest";
import { moduleUrlsForPath, type RouteManifest } from "./route-modules";

const manifest: RouteManifest = {
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/chunk-react.js"] },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: "/assets/home.js" },
    "routes/classes": {
      id: "routes/classes",
      parentId: "root",
      path: "classes",
      module: "/assets/classes.js",
      imports: ["/assets/chunk-cards.js"],
    },
    "routes/class": { id: "routes/class", parentId: "root", path: "classes/:id", module: "/assets/class.js" },
    "routes/faq": { id: "routes/faq", parentId: "root", path: "faq", module: "/assets/faq.js" },
  },
};

describe("moduleUrlsForPath", () => {
  it.each([
    { path: "/", loaded: {}, urls: ["/assets/root.js", "/assets/chunk-react.js", "/assets/home.js"] },
    { path: "/classes", loaded: { root: {} }, urls: ["/assets/classes.js", "/assets/chunk-cards.js"] },
    { path: "/classes/42?tab=info", loaded: { root: {} }, urls: ["/assets/class.js"] },
    { path: "/faq", loaded: { root: {}, "routes/faq": {} }, urls: [] },
    { path: "/not-discovered-yet", loaded: { root: {} }, urls: [] },
  ])("$path -> $urls", ({ path, loaded, urls }) => {
    expect(moduleUrlsForPath(manifest, path, loaded)).toEqual(urls);
  });
});
