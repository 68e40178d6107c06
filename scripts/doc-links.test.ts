import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anchorsOf, brokenLinksIn, findBrokenDocLinks, findBrokenProductCitations, linksOf } from "./doc-links.ts";

const root = path.resolve(import.meta.dirname, "..");
const readable = (links: { file: string; line: number; target: string; reason: string }[]) =>
  links.map((l) => `${l.file}:${l.line} ${l.target} (${l.reason})`);

describe("documentation links", () => {
  it("README.md and docs/ have no broken relative links", () => {
    expect(readable(findBrokenDocLinks(root))).toEqual([]);
  });

  it("every docs/product.md section that code cites exists", () => {
    expect(readable(findBrokenProductCitations(root))).toEqual([]);
  });

  it("finds inline links and definitions, not the ones in code", () => {
    const md = 'See [a](a.md) and [b](<b c.md> "t").\n\n`[x](nope.md)`\n\n```\n[y](nope.md)\n```\n[d]: d.md\n';
    expect(linksOf(md)).toEqual([
      { target: "a.md", line: 1 },
      { target: "b c.md", line: 1 },
      { target: "d.md", line: 8 },
    ]);
  });

  it("knows explicit anchors and GitHub heading slugs, numbered when repeated", () => {
    const anchors = anchorsOf('<a id="calls"></a>\n## 7. Calls & events\n## Notes\n## Notes\n');
    expect([...anchors].sort()).toEqual(["7-calls--events", "calls", "notes", "notes-1"]);
  });

  it("reports a missing file, a missing anchor and a missing anchor in the same file", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "doc-links-"));
    try {
      await mkdir(path.join(dir, "docs"));
      await writeFile(path.join(dir, "docs/target.md"), '<a id="here"></a>\n# Title\n');
      const md = [
        "[ok](target.md#here) [ok2](target.md#title) [web](https://example.com/x.md) [site](/classes)",
        "[gone](missing.md) [bad](target.md#nowhere) [self](#top)",
      ].join("\n");
      const broken = brokenLinksIn(dir, "docs/index.md", md);
      expect(broken.map((b) => `${b.line} ${b.target} ${b.reason}`)).toEqual([
        "2 missing.md no such file",
        "2 target.md#nowhere no anchor #nowhere",
        "2 #top no anchor #top",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
