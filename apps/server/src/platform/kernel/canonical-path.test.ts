import { describe, expect, it } from "vitest";
import { judgePath } from "./canonical-path.ts";

describe("judgePath (decision 201)", () => {
  it.each([
    "/",
    "/api/classes/42",
    "/api/health?q=%2e%2e%2F%61//x/../",
    "/classes/caf%C3%A9",
    "/api/users/a%20b",
    "/.well-known/security.txt",
    "/api/%2561pi",
    "/a.b/c..d/...",
  ])("lets the canonical %s through", (url) => {
    expect(judgePath(url)).toEqual({ kind: "ok" });
  });

  it.each([
    ["/%61pi/applications/1/withdraw", "/api/applications/1/withdraw"],
    ["/ap%69", "/api"],
    ["/api/%7Euser", "/api/~user"],
    ["/api/a%2Db", "/api/a-b"],
    ["//api/x", "/api/x"],
    ["/api//x//", "/api/x/"],
    ["/./api/x", "/api/x"],
    ["/x/../api/x", "/api/x"],
    ["/api/%2e%2e/x", "/x"],
    ["/api/%2E/x", "/api/x"],
    ["/../../x", "/x"],
    ["/x/..", "/"],
    ["/x/.", "/x/"],
    ["/caf%C3%A9/%61", "/caf%C3%A9/a"],
  ])("names %s an alias of %s", (url, canonical) => {
    expect(judgePath(url)).toEqual({ kind: "alias", canonical });
  });

  it.each([
    "/api%2Fx",
    "/api%2fx",
    "/api%5Cx",
    "/api\\x",
    "/x/%",
    "/x/%zz",
    "/x/%4",
    "api/x",
    "*",
    "http://host/api/x",
  ])("refuses %s", (url) => {
    expect(judgePath(url)).toEqual({ kind: "refuse" });
  });
});
