import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decisionsDir, parseDecision, readDecisions, renderDecisionIndex, standingOf } from "./decision-index.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("decision records", () => {
  it("every record has a Status line saying Accepted or Superseded", () => {
    const bad = readDecisions(root).filter((r) => !/^(Accepted|Superseded)\b/.test(r.status ?? ""));
    expect(bad.map((r) => r.file)).toEqual([]);
  });

  it("a Superseded record names what superseded it", () => {
    const bad = readDecisions(root).filter((r) => r.status?.startsWith("Superseded") && !r.supersededBy);
    expect(bad.map((r) => r.file)).toEqual([]);
  });

  it("docs/decisions/README.md is the index of the records as they are (node scripts/decision-index.ts)", () => {
    const index = readFileSync(path.join(root, decisionsDir, "README.md"), "utf8");
    expect(index).toBe(renderDecisionIndex(readDecisions(root)));
  });

  it("reads number, title, status and superseded-by", () => {
    const text = "# 123: A title | with a pipe\n\nStatus: Superseded\n\nSuperseded-by: 130\n\n## Context\n";
    const r = parseDecision("123-a.md", text);
    expect(r).toEqual({
      file: "123-a.md",
      number: "123",
      title: "A title | with a pipe",
      status: "Superseded",
      supersededBy: "130",
    });
    expect(renderDecisionIndex([r])).toContain("| [123](123-a.md) | A title \\| with a pipe | 130 |");
    expect(parseDecision("124-b.md", "# 124. No status\n").status).toBeUndefined();
  });

  it("says which records are in force, in force in part, and history only", () => {
    const whole = parseDecision("200-a.md", "# 200: Kept\n\nStatus: Accepted (amended by 300)\n");
    const part = parseDecision("201-b.md", "# 201: Partly\n\nStatus: Accepted\n\nSuperseded-by: 301 (in part: x)\n");
    const gone = parseDecision("202-c.md", "# 202: Gone\n\nStatus: Superseded\n\nSuperseded-by: 302 (all of it)\n");
    expect([whole, part, gone].map(standingOf)).toEqual(["in force", "in force in part", "superseded"]);
    const page = renderDecisionIndex([whole, part, gone]);
    const section = (title: string) => page.slice(page.indexOf(title)).split("\n## ")[0] ?? "";
    expect(section("## In force (1)")).toContain("| [200](200-a.md) | Kept | amended by 300 |");
    expect(section("## In force in part (1)")).toContain("| [201](201-b.md) | Partly | 301 (in part: x) |");
    expect(section("## Superseded: history only (1)")).toContain("| [202](202-c.md) | Gone | 302 (all of it) |");
    expect(page).toContain("(../topics/access.md)");
  });
});
