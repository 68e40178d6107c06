import { describe, expect, it } from "vitest";
import { exceptionGroup, exceptionText } from "./exception-group.ts";

describe("exceptionText (decision 509)", () => {
  it("keeps markup as characters, flattens line breaks and control characters, and cuts long text with an ellipsis", () => {
    expect(exceptionText("GET /api/<script>alert(1)</script>")).toBe("GET /api/<script>alert(1)</script>");
    expect(exceptionText("first\r\nSecond line\u0000\u001b[31m\u2028third")).toBe("first Second line [31m third");
    const long = `GET /api/${"x".repeat(5000)}`;
    const stored = exceptionText(long);
    expect(stored).toHaveLength(200);
    expect(stored.endsWith("…")).toBe(true);
    expect(long.startsWith(stored.slice(0, -1))).toBe(true);
  });

  it("bounds an exception's message the same way (300 characters, one line)", () => {
    const { message } = exceptionGroup(new Error(`bad value\n${"<b>".repeat(400)}`));
    expect(message).toHaveLength(300);
    expect(message).not.toMatch(/\n/);
    expect(message.startsWith("bad value <b><b>")).toBe(true);
  });
});
