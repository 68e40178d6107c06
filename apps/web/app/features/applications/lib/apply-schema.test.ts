import { parseWithZod } from "@conform-to/zod/v4";
import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogI18n } from "../../../locales/po-i18n.testing";
import { applicationBody, applyFormSchema } from "./apply-schema";

let en: I18n;
beforeAll(async () => {
  en = await catalogI18n("en", "applications");
});

const cls = { min_age: 16, safety_version: 3, safety_requirements: ["Closed shoes", "Eye protection"] };

const form = (entries: [string, string][], i18n = en) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return parseWithZod(data, { schema: applyFormSchema(cls, i18n) });
};

describe("applyFormSchema", () => {
  it("sends the current safety version, every requirement ticked and the age confirmation", () => {
    const submission = form([
      ["experience_level", "some"],
      ["message", "  Hello  "],
      ["safety_version", "3"],
      ["safety_acknowledgements", "Closed shoes"],
      ["safety_acknowledgements", "Eye protection"],
      ["age_confirmed", "on"],
    ]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(applicationBody(submission.value)).toEqual({
      experience_level: "some",
      safety_version: 3,
      safety_acknowledgements: ["Closed shoes", "Eye protection"],
      message: "Hello",
      age_confirmed: true,
    });
  });

  it("names each missing piece on its own field", () => {
    const submission = form([
      ["safety_version", "3"],
      ["safety_acknowledgements", "Closed shoes"],
    ]);
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toMatchObject({
      experience_level: ["Choose your experience level."],
      safety_acknowledgements: ["Tick the last safety requirement to confirm it."],
      age_confirmed: ["Confirm that you are at least 16."],
    });
    expect(form([["safety_version", "3"]]).reply().error?.safety_acknowledgements).toEqual([
      "Tick all 2 safety requirements.",
    ]);
  });
});

describe("applyFormSchema in the page's language (issue 39)", () => {
  it("names each missing piece in German and French", async () => {
    const missing: [string, string][] = [
      ["safety_version", "3"],
      ["safety_acknowledgements", "Closed shoes"],
    ];
    const de = form(missing, await catalogI18n("de", "applications"));
    expect(de.reply().error).toMatchObject({
      experience_level: ["Gib an, wie viel Erfahrung du hast."],
      safety_acknowledgements: ["Hak auch die letzte Sicherheitsvorgabe ab, um sie zu bestätigen."],
      age_confirmed: ["Bestätige, dass du mindestens 16 Jahre alt bist."],
    });
    const fr = form([["safety_version", "3"]], await catalogI18n("fr", "applications"));
    expect(fr.reply().error).toMatchObject({
      experience_level: ["Indiquez votre niveau d'expérience."],
      safety_acknowledgements: ["Cochez les 2 consignes de sécurité."],
      age_confirmed: ["Confirmez que vous avez au moins 16 ans."],
    });
  });
});
