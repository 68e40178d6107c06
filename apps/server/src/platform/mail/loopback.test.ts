import { describe, expect, it } from "vitest";
import { isLoopback, isLoopbackHost } from "./mailbox-page.ts";

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

describe("isLoopbackHost (the Host header; DNS rebinding)", () => {
  it.each([
    ["localhost", true],
    ["localhost:3000", true],
    ["LOCALHOST:3000", true],
    ["localhost.", true],
    ["guildforge.localhost:3000", true],
    ["127.0.0.1", true],
    ["127.0.0.1:3100", true],
    ["127.8.9.10:80", true],
    ["[::1]", true],
    ["[::1]:3000", true],
    ["rebind.attacker.example", false],
    ["rebind.attacker.example:3000", false],
    ["localhost.attacker.example", false],
    ["127.0.0.1.nip.io:3000", false],
    ["127.999.0.1", false],
    ["mylocalhost", false],
    ["0.0.0.0:3000", false],
    ["[::ffff:7f00:1]:3000", false],
    ["10.0.0.1", false],
    ["localhost:3000:80", false],
    ["", false],
    [undefined, false],
  ])("%s -> %s", (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
