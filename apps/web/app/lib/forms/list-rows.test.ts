import { describe, expect, it } from "vitest";
import { filledRows, formRowPath } from "./list-rows";

describe("list rows", () => {
  it("drops blank rows and remembers where the kept ones are", () => {
    expect(filledRows([{ value: "Gloves" }, { value: "  " }, { value: "" }, { value: "Apron" }])).toEqual({
      values: ["Gloves", "Apron"],
      rows: [0, 3],
    });
  });

  it("puts a message about a kept value back on its form row", () => {
    const lists = { bring: filledRows([{ value: " " }, { value: "x".repeat(400) }]) };
    expect(formRowPath(["bring", 0], lists)).toEqual(["bring", 1]);
    expect(formRowPath(["title"], lists)).toEqual(["title"]);
    expect(formRowPath(["sessions", 0, "starts_at"], lists)).toEqual(["sessions", 0, "starts_at"]);
  });
});
