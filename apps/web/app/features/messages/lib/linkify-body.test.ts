import { describe, expect, it } from "vitest";
import { linkifyBody } from "./linkify-body";

describe("linkifyBody", () => {
  it("splits text and links, keeping the text around them", () => {
    expect(linkifyBody("See https://example.com/apron and www.forge.com, thanks")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/apron", href: "https://example.com/apron" },
      { kind: "text", text: " and " },
      { kind: "link", text: "www.forge.com", href: "http://www.forge.com" },
      { kind: "text", text: ", thanks" },
    ]);
  });

  it("leaves HTML as plain text and never links a javascript: URL", () => {
    const body = '<b>hi</b> javascript:alert(1) <a href="x">y</a>';
    const parts = linkifyBody(body);
    expect(parts.every((p) => p.kind === "text")).toBe(true);
    expect(parts.map((p) => p.text).join("")).toBe(body);
  });

  it("returns the whole body as one text part when there is no link", () => {
    expect(linkifyBody("Bring gloves.\nAnd boots.")).toEqual([{ kind: "text", text: "Bring gloves.\nAnd boots." }]);
  });
});
