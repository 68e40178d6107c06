import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { errorScreenContent, errorScreenTitle } from "./error-screen-content";

// docs/product.md#pages "Error screen": status -> meaning, and the buttons: "Return to the Main Forge" (/) always;
// 401 "Join the Guild" (/login); 404 "Browse Classes" (/classes); otherwise "Try Again" (clears, to /).
const en = setupI18n({ locale: "en", messages: { en: {} } });

const cases = [
  {
    status: 404,
    meaning: /couldn't find the page/i,
    extra: { label: "Browse Classes", to: "/classes", reload: false },
  },
  {
    status: 500,
    meaning: /server ran into trouble.*try again in a few moments/i,
    extra: { label: "Try Again", to: "/", reload: true },
  },
  {
    status: 403,
    meaning: /restricted.*permissions.*sign in with the right account/i,
    extra: { label: "Try Again", to: "/", reload: true },
  },
  { status: 401, meaning: /need to sign in/i, extra: { label: "Join the Guild", to: "/login", reload: false } },
  { status: 429, meaning: /too many requests.*wait.*try again/i, extra: { label: "Try Again", to: "/", reload: true } },
  { status: 418, meaning: /something went wrong/i, extra: { label: "Try Again", to: "/", reload: true } },
  { status: 503, meaning: /something went wrong/i, extra: { label: "Try Again", to: "/", reload: true } },
  { status: 400, meaning: /something went wrong/i, extra: { label: "Try Again", to: "/", reload: true } },
];

describe("errorScreenContent", () => {
  it.each(cases)("$status", ({ status, meaning, extra }) => {
    const content = errorScreenContent(status, en);
    expect(content.status).toBe(status);
    expect(content.meaning).toMatch(meaning);
    expect(content.heading.length).toBeGreaterThan(0);
    expect(content.actions).toEqual([{ label: "Return to the Main Forge", to: "/", reload: false }, extra]);
  });

  it("gives every known status its own themed heading", () => {
    const headings = [404, 500, 403, 401, 429, 999].map((s) => errorScreenContent(s, en).heading);
    expect(new Set(headings).size).toBe(headings.length);
    expect(errorScreenContent(404, en).heading).toBe("This trail has gone cold in the forge");
  });
});

describe("errorScreenTitle", () => {
  it.each([
    [404, "404 — Page not found · Guildforge"],
    [500, "500 — Server error · Guildforge"],
    [401, "401 — Sign-in required · Guildforge"],
    [502, "502 — Something went wrong · Guildforge"],
  ] as const)("%s", (status, title) => {
    expect(errorScreenTitle(status, en)).toBe(title);
  });
});
