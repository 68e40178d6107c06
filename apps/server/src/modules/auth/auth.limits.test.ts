import { describe, expect, it } from "vitest";
import { failureAddress, loginDelaySeconds } from "./auth.limits.ts";

describe("sign-in failure delays (decision 501)", () => {
  it.each([
    [1, false, 0],
    [4, false, 0],
    [5, false, 60],
    [6, false, 120],
    [7, false, 240],
    [8, false, 480],
    [9, false, 900],
    [40, false, 900],
    [0, true, 0],
    [1, true, 900],
  ])("after %i failures (past the ceiling: %s) the pair waits %i s", (failures, pastCeiling, seconds) => {
    expect(loginDelaySeconds(failures, pastCeiling)).toBe(seconds);
  });
});

describe("the address failures are counted for", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:85a3:0042:1000:8a2e:370:7334", "2001:db8:85a3:42::/64"],
    ["2001:db8:85a3:42:ffff::1", "2001:db8:85a3:42::/64"],
    ["2001:DB8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s counts as %s", (ip, address) => {
    expect(failureAddress(ip)).toBe(address);
  });
});
