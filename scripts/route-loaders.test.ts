import path from "node:path";
import { describe, expect, it } from "vitest";
import { findLoaderViolations, loaderViolationsIn } from "./route-loaders.ts";

const routes = "apps/web/app/routes";

describe("route loaders", () => {
  it("no route module loads page data past its feature's loader", () => {
    const found = findLoaderViolations(path.resolve(import.meta.dirname, ".."));
    expect(found.map((v) => `${v.file}:${v.line} ${v.what}`)).toEqual([]);
  });

  it.each([
    // [file, source, is it a violation?]
    [`${routes}/instructors.tsx`, 'import { loadJson } from "../lib/server-api/api-json.server";', true],
    [`${routes}/admin/reports.tsx`, 'import { loadJsonOrNull } from "../../lib/server-api/api-json.server";', true],
    [`${routes}/admin/reports.tsx`, 'import { serverApiContext } from "../../lib/load-context";', true],
    [`${routes}/admin/reports.tsx`, "const body = await serverApi(context).fetch(path);", true],
    [
      `${routes}/admin/reports.tsx`,
      'import { loadReports } from "../../features/messages/server/load-reports.server";',
      false,
    ],
    [`${routes}/messages.tsx`, 'import { formIntent } from "../lib/forms/submit-to-api.server";', false],
    [`${routes}/messages.tsx`, "// a comment may name loadJson", false],
    [`${routes}/messages.test.ts`, 'import { loadJson } from "../lib/server-api/api-json.server";', false],
    [
      "apps/web/app/features/messages/server/load-inbox.server.ts",
      'import { loadJson } from "../../../lib/server-api/api-json.server";',
      false,
    ],
  ])("%s with %s: violation %s", (file, source, expected) => {
    expect(loaderViolationsIn(file, source).length > 0).toBe(expected);
  });
});
