// Docs stay navigable (docs/decisions/243-product-doc-and-link-check.md): every relative link in
// README.md and docs/ points at a file that exists and, with a #fragment into a Markdown file, at
// an anchor that exists there; every product.md section that code cites exists too.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export type BrokenLink = { file: string; line: number; target: string; reason: string };

/** Markdown without fenced code blocks and inline code (links there are examples, not links). */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, " "))
    .replace(/`[^`\n]*`/g, (code) => " ".repeat(code.length));
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors a Markdown text defines: `<a id="...">` / `id="..."` and every heading's slug. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const text = withoutCode(markdown);
  for (const m of text.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(m[1] ?? "");
  const seen = new Map<string, number>();
  for (const m of text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = headingSlug(m[1] ?? "");
    const n = seen.get(slug) ?? 0;
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
    seen.set(slug, n + 1);
  }
  return anchors;
}

/** The link targets of a Markdown text (inline `[x](target)` and definitions `[x]: target`), with lines. */
export function linksOf(markdown: string): { target: string; line: number }[] {
  const text = withoutCode(markdown);
  const out: { target: string; line: number }[] = [];
  const lineAt = (index: number) => text.slice(0, index).split("\n").length;
  for (const m of text.matchAll(/\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g))
    out.push({ target: m[1] ?? m[2] ?? "", line: lineAt(m.index) });
  for (const m of text.matchAll(/^[ \t]*\[[^\]\n]+\]:[ \t]*(?:<([^>\n]+)>|(\S+))(?:[ \t]+"[^"]*")?[ \t]*$/gm))
    out.push({ target: m[1] ?? m[2] ?? "", line: lineAt(m.index) });
  return out;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

/** Checks one Markdown file's relative links; `read` gives another file's text (for anchors). */
export function brokenLinksIn(root: string, rel: string, markdown: string): BrokenLink[] {
  const out: BrokenLink[] = [];
  for (const { target, line } of linksOf(markdown)) {
    if (isExternal(target) || target.startsWith("/")) continue;
    const [rawPath = "", fragment] = target.split("#", 2);
    let pathPart = rawPath.split("?")[0] ?? "";
    try {
      pathPart = decodeURI(pathPart);
    } catch {
      // A malformed %-escape is checked as written.
    }
    const resolved = pathPart ? path.join(path.dirname(path.join(root, rel)), pathPart) : path.join(root, rel);
    if (pathPart && !existsSync(resolved)) {
      out.push({ file: rel, line, target, reason: "no such file" });
      continue;
    }
    if (fragment && resolved.endsWith(".md") && (!pathPart || statSync(resolved).isFile())) {
      const text = pathPart ? readFileSync(resolved, "utf8") : markdown;
      if (!anchorsOf(text).has(fragment)) out.push({ file: rel, line, target, reason: `no anchor #${fragment}` });
    }
  }
  return out;
}

/** Files under `dir` whose names match, skipping node_modules, build output and dot folders. */
function filesUnder(root: string, dir: string, name: RegExp): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!/^(node_modules|build|dist)$|^\./.test(entry.name)) out.push(...filesUnder(root, rel, name));
    } else if (name.test(entry.name)) out.push(rel);
  }
  return out;
}

/** Every broken relative link in README.md and docs/. */
export function findBrokenDocLinks(root: string): BrokenLink[] {
  const files = ["README.md", ...filesUnder(root, "docs", /\.md$/)];
  return files.flatMap((rel) => brokenLinksIn(root, rel, readFileSync(path.join(root, rel), "utf8")));
}

/** The source trees whose comments cite docs/product.md sections. */
const citingRoots = ["apps/server/src", "apps/server/test", "apps/web/app", "packages/contracts/src", "e2e", "scripts"];

/** Every `docs/product.md#<section>` cited in source code whose anchor does not exist. */
export function findBrokenProductCitations(root: string): BrokenLink[] {
  const anchors = anchorsOf(readFileSync(path.join(root, "docs/product.md"), "utf8"));
  const out: BrokenLink[] = [];
  for (const dir of citingRoots) {
    for (const rel of filesUnder(root, dir, /\.(ts|tsx|mjs|css)$/)) {
      const text = readFileSync(path.join(root, rel), "utf8");
      for (const m of text.matchAll(/product\.md#([A-Za-z0-9_-]+)((?:(?:\/|, )#[A-Za-z0-9_-]+)*)/g)) {
        const line = text.slice(0, m.index).split("\n").length;
        const cited = [m[1] ?? "", ...[...(m[2] ?? "").matchAll(/#([A-Za-z0-9_-]+)/g)].map((x) => x[1] ?? "")];
        for (const anchor of cited) {
          if (!anchors.has(anchor)) out.push({ file: rel, line, target: `#${anchor}`, reason: "no such section" });
        }
      }
    }
  }
  return out;
}
