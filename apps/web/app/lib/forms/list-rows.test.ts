import { describe, expect, it } from "vitest";
import { asRows, filledRows, formRowPath, issuePath } from "./list-rows";

describe("list rows", () => {
  it("drops blank rows and remembers where the kept ones are", () => {
    expect(filledRows(["Gloves", "  ", undefined, "", "Apron"])).toEqual({
      values: ["Gloves", "Apron"],
      rows: [0, 4],
    });
    expect(filledRows(undefined)).toEqual({ values: [], rows: [] });
  });

  it("puts a message about a kept value back on its form row", () => {
    const lists = { bring: filledRows([" ", "x".repeat(400)]) };
    expect(formRowPath(["bring", 0], lists)).toEqual(["bring", 1]);
    expect(formRowPath(["title"], lists)).toEqual(["title"]);
    expect(formRowPath(["sessions", 0, "starts_at"], lists)).toEqual(["sessions", 0, "starts_at"]);
  });

  it("turns a dotted or bracketed path into the issue path Conform names", () => {
    expect(issuePath("sessions.1.start")).toEqual(["sessions", 1, "start"]);
    expect(issuePath("bring[2]")).toEqual(["bring", 2]);
    expect(issuePath("title")).toEqual(["title"]);
  });

  it("reads a list the form left out (every row removed) as no rows", () => {
    expect(asRows(undefined)).toEqual([]);
    expect(asRows(["a"])).toEqual(["a"]);
  });
});
