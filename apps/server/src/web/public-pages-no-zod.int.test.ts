import { describe, expect, it } from "vitest";
import { pageLoadChunks, readClientBuild, zodAtPageLoad } from "../../test/client-chunks.ts";
import { publicPages } from "../../test/public-pages.ts";
import { clientDir } from "./ssr.ts";

/**
 * Issue 20 (decision 460): the public pages a visitor lands on evaluate no zod at page load (every
 * schema of the contracts is built when its chunk runs: ~1.2 s of 4x-throttled main thread). Read
 * from the client build the int setup makes (global-setup.ts): the chunks the page's route chain
 * imports statically, i.e. what the server renders as module preloads.
 */

const build = readClientBuild(clientDir);
const named = (chain: string[]) => chain.map((u) => u.replace(/^\/assets\//, "")).join(" -> ");

describe("public pages load no zod at page load", () => {
  it.each(Object.entries(publicPages))("%s", (page, routeId) => {
    const chains = zodAtPageLoad(build, routeId).map(named);
    expect(chains, `${page} (${routeId}) imports zod at page load through`).toEqual([]);
  });

  it("finds zod where a page does load it (the login form validates with the contracts)", () => {
    expect(pageLoadChunks(build, "routes/login").size).toBeGreaterThan(pageLoadChunks(build, "root").size);
    const chains = zodAtPageLoad(build, "routes/login");
    expect(chains.length).toBeGreaterThan(0);
    expect(chains[0]?.[0]).toMatch(/login-.*\.js$|entry\.client-.*\.js$/);
  });
});
