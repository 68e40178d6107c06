import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One spelling convention for the words people read (issue 37 point 7, decision 530): US English,
 * as the SPEC's own product words ("jewelry"). Scans the web app's code and the server's and
 * contracts' messages outside comments for British forms. "Cancelled" stays: US dictionaries give
 * it beside "canceled", and it is the product's word in the SPEC's notification types.
 */
const british =
  /\b(colours?|colour(ed|ful|ing)?|centre[ds]?|jeweller[sy]?|licence|normalis(e|ed|es|ing|ation)|organis(e|ed|es|ing|ation)|recognis(e|ed|es|ing|able)|realis(e|ed|es|ing)|apologis(e|ed|es)|favourites?|behaviours?|fulfils|fulfilment|honour(ed|s)?|catalogue|defence|grey|practise[ds]?|travell(ed|ing|er)|enrolment|analys(e|ed|ing)|metres?|noticeboard)\b/i;

const roots = ["../../../web/app", "../../../server/src/modules", "../../../../packages/contracts/src"].map((p) =>
  path.resolve(path.dirname(new URL(import.meta.url).pathname), p),
);
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$|test-kit|testing/.test(f) ? [full] : [];
  });

/** Lines outside comments; identifiers and comments may keep their spelling, words people read may not. */
function hits(file: string): string[] {
  const out: string[] = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, i) => {
      const code = line.trim();
      if (/^(\/\/|\*|\/\*|import |} from )/.test(code)) return;
      // words inside quotes, template literals or JSX text (not identifiers such as capturePage's `colour`)
      const text = code.replace(/\b[a-zA-Z_$][\w$]*\s*(?=[=(:,.)])/g, "");
      const m = british.exec(text);
      if (m) out.push(`${path.basename(file)}:${i + 1}: ${m[0]}`);
    });
  return out;
}

describe("US spelling in what people read (issue 37 point 7)", () => {
  it("scans the app", () => {
    expect(roots.flatMap(files).length).toBeGreaterThan(200);
  });
  it("finds no British spelling outside comments", () => {
    expect(roots.flatMap(files).flatMap(hits)).toEqual([]);
  });
});
