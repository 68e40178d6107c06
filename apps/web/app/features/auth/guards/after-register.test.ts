import { describe, expect, it } from "vitest";
import { afterRegister } from "./redirect-target";

describe("where a new account goes once registered and signed in (decision 500)", () => {
  it.each([
    [null, "/email-verification-required"],
    ["", "/email-verification-required"],
    ["/instructor-invitation/abc123", "/instructor-invitation/abc123"],
    ["/classes/create", "/classes/create"], // its verified guard sends an unverified user on to the gate
    ["https://evil.example/", "/email-verification-required"],
    ["//evil.example/", "/email-verification-required"],
  ])("redirect %j -> %s", (redirect, path) => {
    expect(afterRegister(redirect)).toBe(path);
  });
});
