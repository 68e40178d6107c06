import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { formFilesCount, pageFilesMatcher, pagePatternMatcher, pagePatterns } from "./page-pattern.ts";

type Routes = ServerBuild["routes"];
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) =>
  ({ id, parentId, path, index, caseSensitive: undefined, module: {} }) as unknown as Routes[string];

const routes: Routes = {
  root: route("root", undefined, ""),
  home: route("home", "root", undefined, true),
  classes: route("classes", "root", "classes"),
  classIndex: route("classIndex", "classes", undefined, true),
  classPage: route("classPage", "classes", ":id"),
  location: route("location", "classes", "*"),
};

describe("pagePatternMatcher", () => {
  it("answers the matched route pattern, the same when asked again", () => {
    const patternOf = pagePatternMatcher(routes);
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/classes")).toBe("/classes");
    expect(patternOf("/classes/12-forge")).toBe("/classes/:id");
    expect(patternOf("/classes/12-forge")).toBe("/classes/:id");
    expect(patternOf("/classes/12-forge.data")).toBe("/classes/:id.data");
    expect(patternOf("/_root.data")).toBe("/.data");
    expect(patternOf("/classes/us/or/portland")).toBe("/classes/*");
    expect(patternOf("/nowhere")).toBe("/*");
  });

  it("keeps answering right after many different paths (the cache is bounded, not wrong)", () => {
    const patternOf = pagePatternMatcher(routes);
    for (let i = 0; i < 6_000; i++) expect(patternOf(`/classes/${i}-x`)).toBe("/classes/:id");
    expect(patternOf("/classes/0-x")).toBe("/classes/:id");
    expect(patternOf("/classes")).toBe("/classes");
  });
});

describe("pagePatterns (decision 509)", () => {
  it("lists every pattern the matcher can answer for a page, and nothing made up", () => {
    const known = pagePatterns(routes);
    expect([...known].sort()).toEqual(["/", "/*", "/classes", "/classes/*", "/classes/:id"]);
    const patternOf = pagePatternMatcher(routes);
    for (const path of ["/", "/classes", "/classes/12-forge", "/classes/us/or/portland", "/nowhere"]) {
      expect(known.has(patternOf(path)), path).toBe(true);
    }
  });
});

describe("pageFilesMatcher (decision 535)", () => {
  it("says a page POST may carry a file only where the action's route module says so (handle.formFiles)", () => {
    const withModule = (r: Routes[string], module: object) => ({ ...r, module }) as unknown as Routes[string];
    const takesFiles = pageFilesMatcher({
      ...routes,
      classPage: withModule(routes.classPage, { action: () => null, handle: { formFiles: true } }),
      location: withModule(routes.location, { action: () => null, handle: { live: [] } }),
      messages: withModule(route("messages", "root", "messages/:conversationId?"), {
        action: () => null,
        handle: { formFiles: 4 },
      }),
    });
    expect(takesFiles("/classes/12")).toBe(1);
    expect(takesFiles("/classes/12.data")).toBe(1);
    expect(takesFiles("/messages/3")).toBe(4);
    expect(takesFiles("/classes/us/or/portland")).toBe(0);
    expect(takesFiles("/classes")).toBe(0);
    expect(takesFiles("/nowhere")).toBe(0);
  });

  it("reads handle.formFiles as a count of files", () => {
    expect([true, 4, 10, 11, 0, "4", 1.5, false, undefined].map(formFilesCount)).toEqual([1, 4, 10, 0, 0, 0, 0, 0, 0]);
  });
});
