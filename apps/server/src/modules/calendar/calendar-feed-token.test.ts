import { describe, expect, it } from "vitest";
import { checkCalendarFeed, signCalendarFeed } from "./calendar-feed-token.ts";

describe("calendar feed token", () => {
  const key = "k".repeat(43);
  it("names the user and version it was signed for", () => {
    const token = signCalendarFeed(key, 42, 3);
    expect(token).toMatch(/^42\.3\.[\w-]{22}$/);
    expect(checkCalendarFeed(key, token)).toEqual({ userId: 42, version: 3 });
  });
  it("refuses another key, another user or version, and malformed tokens", () => {
    const token = signCalendarFeed(key, 42, 3);
    const mac = token.split(".")[2];
    expect(checkCalendarFeed("other", token)).toBeNull();
    expect(checkCalendarFeed(key, `43.3.${mac}`)).toBeNull();
    expect(checkCalendarFeed(key, `42.4.${mac}`)).toBeNull();
    for (const bad of [
      "",
      "42.3",
      `042.3.${mac}`,
      `42.3.${mac}x`,
      `42.3.${mac}.x`,
      `-1.3.${mac}`,
      `42.9999999999.${mac}`,
    ])
      expect(checkCalendarFeed(key, bad), bad).toBeNull();
  });
});
