import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linguiCheck, placeholders, readPo } from "../../../../scripts/i18n-catalogs.ts";

/**
 * Issue 39 point 5: the catalogs are complete and kept complete. `lingui check sync --clean` fails on
 * a message used in the code but not in the catalogs and on one in the catalogs that no code uses;
 * `lingui check missing` on a German or French entry left untranslated; and every message must parse
 * as ICU MessageFormat with the same placeholders as its English source.
 */
const webDir = path.resolve(import.meta.dirname, "../..");
const localesDir = import.meta.dirname;

const translated = ["de", "fr"];

describe("translation catalogs", () => {
  it("hold exactly the messages the code uses (lingui check sync --clean)", async () => {
    const { ok, output } = await linguiCheck(webDir, ["sync", "--clean"]);
    expect(ok, `${output}\nRun \`npm run i18n:extract\` and translate the new entries.`).toBe(true);
  }, 120_000);

  it("have every German and French entry translated (lingui check missing)", async () => {
    const { ok, output } = await linguiCheck(webDir, [
      "missing",
      "--mode",
      "catalog",
      "--locale",
      translated.join(","),
    ]);
    expect(ok, output).toBe(true);
  }, 120_000);

  it("parse as ICU MessageFormat with the source's placeholders", () => {
    const problems: string[] = [];
    for (const language of translated) {
      for (const file of readdirSync(path.join(localesDir, language)).filter((f) => f.endsWith(".po"))) {
        // An explicit id (the contracts' validation texts, `validation.required`) has its source in `en`.
        const english = readPo(readFileSync(path.join(localesDir, "en", file), "utf8"));
        for (const [id, str] of readPo(readFileSync(path.join(localesDir, language, file), "utf8"))) {
          try {
            const want = placeholders(english.get(id) || id);
            if (str && JSON.stringify(placeholders(str)) !== JSON.stringify(want))
              problems.push(
                `${language}/${file}: "${str}" has ${placeholders(str).join(" ")}, the source ${want.join(" ")}`,
              );
          } catch (error) {
            problems.push(`${language}/${file}: "${str || id}" does not parse: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("catch a message whose placeholders differ or that does not parse", () => {
    expect(placeholders("{count, plural, one {# seat left} other {# seats left}} at <0>{forge}</0>")).toEqual([
      "<0>",
      "{count}",
      "{forge}",
    ]);
    expect(placeholders("Noch {count, plural, one {# Platz} other {# Plätze}} frei")).toEqual(["{count}"]);
    expect(() => placeholders("{count, plural, one {# seat")).toThrow();
    expect(readPo('msgid "a"\nmsgstr ""\n"b"\n\nmsgid ""\n"c"\nmsgstr "d"\n')).toEqual(
      new Map([
        ["a", "b"],
        ["c", "d"],
      ]),
    );
  });
});
