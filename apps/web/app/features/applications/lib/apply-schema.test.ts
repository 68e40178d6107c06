import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { applicationBody, applyFormSchema } from "./apply-schema";

const cls = { min_age: 16, safety_version: 3, safety_requirements: ["Closed shoes", "Eye protection"] };

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return parseWithZod(data, { schema: applyFormSchema(cls) });
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
