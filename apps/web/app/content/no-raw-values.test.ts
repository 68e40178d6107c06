import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No raw value in the UI (issue 37 point 7, decision 530): a component never prints an enum value
 * (status, role, kind, experience level), an IANA zone id or an ISO timestamp as JSX text; it prints
 * the value's label (@guildforge/contracts/labels) or a formatted time (lib/format-date.ts).
 * Catches `<Badge>{item.status}</Badge>`, `{role}` from `roles.map((role) => ...)`, `You applied:
 * {a.status}.`, `{venue.time_zone}` and `{x.created_at}` as children or inside a template literal.
 */
const app = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    if (statSync(full).isDirectory()) return files(full);
    return f.endsWith(".tsx") && !f.endsWith(".test.tsx") ? [full] : [];
  });

const rawField = String.raw`[\w.?]*\b(status|role|kind|experience_level|time_zone|timezone|[a-z]+_at)`;
const patterns = [
  // JSX text child: >{x.status}<, or on a line of its own
  new RegExp(String.raw`(^|>)\s*\{${rawField}\}\s*($|<)`),
  // inside text: "You applied: {x.status}." / `· ${x.status}`
  new RegExp(String.raw`[A-Za-z:·] \{${rawField}\}`),
  new RegExp(String.raw`[A-Za-z:·] \$\{${rawField}\}`),
  // a role from roles.map printed as is
  /^\s*\{role\}\s*$/,
];

function hits(file: string): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, i) =>
      patterns.some((p) => p.test(line)) && !/key=|className=|href=|\/api\//.test(line)
        ? [`${path.relative(app, file)}:${i + 1}: ${line.trim()}`]
        : [],
    );
}

describe("no raw values printed in the UI (issue 37 point 7)", () => {
  it("scans every component", () => {
    expect(files(app).length).toBeGreaterThan(200);
  });
  it("prints labels and formatted times, never the raw value", () => {
    expect(files(app).flatMap(hits)).toEqual([]);
  });
  it("would catch the class page's old status badge", () => {
    expect(patterns.some((p) => p.test('<Badge tone="warning">{item.status}</Badge>'))).toBe(true);
    expect(patterns.some((p) => p.test("You applied: {item.my_application.status}."))).toBe(true);
    expect(patterns.some((p) => p.test("            {role}"))).toBe(true);
  });
});
