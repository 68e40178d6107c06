import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageMeta, pageTitle, siteName } from "./page-meta";

const routesDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../routes");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    return statSync(full).isDirectory() ? files(full) : f.endsWith(".tsx") ? [full] : [];
  });

/**
 * Every literal first argument of pageMeta(...) / socialMeta({ title }) in the route modules, and
 * every translated title (the first msg`...` of a pageMetaData(...) call, or a loader's
 * `title: i18n._(msg`...`)`; its English source).
 */
const literalTitles = files(routesDir).flatMap((file) => {
  const text = readFileSync(file, "utf8");
  return [
    ...text.matchAll(/(?:pageMeta\(\s*|\btitle:\s*)"([^"]+)"/g),
    ...text.matchAll(/pageMetaData\([^`]*?msg`([^`]+)`/g),
    ...text.matchAll(/\btitle:\s*i18n\._\(msg`([^`]+)`/g),
  ].map((m) => ({ file: path.relative(routesDir, file), title: m[1] as string }));
});

describe("page titles name the site once (issue 37 point 7)", () => {
  it("appends the brand to a plain title", () => {
    expect(pageTitle("Dashboard")).toBe("Dashboard · Guildforge");
  });

  it("leaves a title that already names the site as it is", () => {
    expect(pageTitle("About Guildforge")).toBe("About Guildforge");
    expect(pageMeta("Teach at Guildforge", "d")[0]).toEqual({ title: "Teach at Guildforge" });
  });

  it("finds the routes' titles", () => {
    expect(literalTitles.length).toBeGreaterThan(30);
  });

  it.each(literalTitles)("$file: $title", ({ title }) => {
    expect(pageTitle(title).split(siteName).length - 1).toBe(1);
  });
});
