import { describe, expect, it } from "vitest";
import { isOriginAllowed } from "./origin-check.ts";

const prod = { appOrigin: "https://guildforge.example", allowLoopback: false };
const dev = { ...prod, allowLoopback: true };

describe("isOriginAllowed", () => {
  it("allows clients without Origin, the app's origin and the same host", () => {
    expect(isOriginAllowed(undefined, "x", prod)).toBe(true);
    expect(isOriginAllowed("https://guildforge.example", "lb.internal", prod)).toBe(true);
    expect(isOriginAllowed("https://node-2.guildforge.example:8443", "node-2.guildforge.example:8443", prod)).toBe(
      true,
    );
  });

  it("refuses foreign pages and junk", () => {
    expect(isOriginAllowed("https://evil.example", "guildforge.example", prod)).toBe(false);
    expect(isOriginAllowed("https://guildforge.example.evil.example", "guildforge.example", prod)).toBe(false);
    expect(isOriginAllowed("null", "guildforge.example", prod)).toBe(false);
    expect(isOriginAllowed("http://localhost:5173", "guildforge.example", prod)).toBe(false);
  });

  it("allows loopback pages in development only", () => {
    expect(isOriginAllowed("http://127.0.0.1:5173", "localhost:3000", dev)).toBe(true);
    expect(isOriginAllowed("http://localhost:5173", "localhost:3000", dev)).toBe(true);
    expect(isOriginAllowed("http://evil.example", "localhost:3000", dev)).toBe(false);
  });
});
