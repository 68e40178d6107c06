import { describe, expect, it } from "vitest";
import { fulfilClassId, fulfilFormSchema } from "./fulfil-form";

describe("fulfilFormSchema (the fulfil form, decision 535)", () => {
  it("takes the class picked, or the number typed, which wins", () => {
    expect(fulfilClassId(fulfilFormSchema.parse({ class_id: 7 }))).toBe(7);
    expect(fulfilClassId(fulfilFormSchema.parse({ class_number: 9 }))).toBe(9);
    expect(fulfilClassId(fulfilFormSchema.parse({ class_id: 7, class_number: 9 }))).toBe(9);
  });

  it("asks for a class on both fields when neither is sent", () => {
    const parsed = fulfilFormSchema.safeParse({});
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["class_id", "Choose the published class that fulfills it."],
      ["class_number", "Choose the published class that fulfills it."],
    ]);
  });
});
