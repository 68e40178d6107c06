import { describe, expect, it } from "vitest";
import { startBanner } from "./start-banner.ts";

describe("startBanner", () => {
  it("puts the URL first, then the demo accounts and their password", () => {
    const text = startBanner({ url: "http://localhost:3000", demo: true, seededNow: true });
    const lines = text.split("\n");
    expect(lines[0]).toBe("Guildforge is serving on http://localhost:3000");
    expect(text).toContain('Demo data seeded. Sign in with any demo account (password "anvil-demo-pass"):');
    for (const email of ["admin", "host", "instructor", "student"]) {
      expect(text).toMatch(new RegExp(`^  ${email}@guildforge\\.test +${email}$`, "m"));
    }
  });

  it("lists the demo accounts on every start with demo data, not only the one that seeded it", () => {
    const text = startBanner({ url: "http://localhost:3000", demo: true, seededNow: false });
    expect(text).not.toContain("seeded");
    expect(text).toContain("Sign in with any demo account");
    expect(text).toContain("student@guildforge.test");
  });

  it("prints only the URL without demo data", () => {
    expect(startBanner({ url: "https://forge.example", demo: false, seededNow: false })).toBe(
      "Guildforge is serving on https://forge.example",
    );
  });
});
