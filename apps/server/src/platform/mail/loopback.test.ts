import { describe, expect, it } from "vitest";
import { isLoopback } from "./mailbox-page.ts";

describe("isLoopback", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["203.0.113.7", false],
    ["::ffff:203.0.113.7", false],
    ["10.0.0.1", false],
    ["1270.0.0.1", false],
    ["::2", false],
    [undefined, false],
    ["", false],
  ])("%s -> %s", (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });
});
