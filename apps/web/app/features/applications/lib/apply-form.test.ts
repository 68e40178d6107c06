import { describe, expect, it } from "vitest";
import { type ApplyFormValues, buildApplication, formErrorsFromServer } from "./apply-form";

const cls = { min_age: 16, safety_version: 3, safety_requirements: ["Closed shoes", "Eye protection"] };
const valid: ApplyFormValues = {
  experience_level: "some",
  message: "  Hello  ",
  acknowledged: [true, true],
  age_confirmed: true,
};

describe("buildApplication", () => {
  it("sends the current safety version, every requirement and the age confirmation", () => {
    expect(buildApplication(valid, cls)).toEqual({
      body: {
        experience_level: "some",
        safety_version: 3,
        safety_acknowledgements: ["Closed shoes", "Eye protection"],
        message: "Hello",
        age_confirmed: true,
      },
    });
  });

  it("refuses until every requirement is ticked, the level chosen and the age confirmed", () => {
    const result = buildApplication(
      { experience_level: "", message: "", acknowledged: [true, false], age_confirmed: false },
      cls,
    );
    expect(result.body).toBeUndefined();
    expect(result.errors).toEqual({
      experience_level: "Choose your experience level.",
      safety: "Tick the last safety requirement to confirm it.",
      age_confirmed: "Confirm that you are at least 16.",
    });
    expect(buildApplication({ ...valid, acknowledged: [] }, cls).errors?.safety).toBe(
      "Tick all 2 safety requirements.",
    );
  });

  it("asks for no age confirmation when the class has no minimum age, and omits an empty message", () => {
    const result = buildApplication({ ...valid, message: " ", age_confirmed: false }, { ...cls, min_age: 0 });
    expect(result.body).toEqual({
      experience_level: "some",
      safety_version: 3,
      safety_acknowledgements: ["Closed shoes", "Eye protection"],
    });
  });
});

describe("formErrorsFromServer", () => {
  it("puts the API's field errors on the form's fields", () => {
    expect(
      formErrorsFromServer({ age_confirmed: ["Too young"], safety_acknowledgements: ["Tick them"], other: ["x"] }),
    ).toEqual({ age_confirmed: "Too young", safety: "Tick them" });
  });
});
