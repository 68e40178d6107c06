import { describe, expect, it } from "vitest";
import { startBody, startFormSchema } from "./start-form";

describe("startFormSchema (the first message's form, decision 535)", () => {
  it("sends the API who, the class if any and the text, never the names the form shows", () => {
    const value = startFormSchema.parse({
      user_id: 2,
      class_id: 42,
      body: "  Do I need gloves?  ",
      to_name: "Anna Anvil",
      class_title: "Intro",
    });
    expect(startBody(value)).toEqual({ user_id: 2, class_id: 42, body: expect.stringContaining("Do I need gloves?") });
    expect(startBody(startFormSchema.parse({ user_id: 2, body: "Hi" }))).toEqual({ user_id: 2, body: "Hi" });
  });

  it("refuses an empty message in the person's words", () => {
    const parsed = startFormSchema.safeParse({ user_id: 2, body: "" });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(["Write a message first."]);
  });
});
