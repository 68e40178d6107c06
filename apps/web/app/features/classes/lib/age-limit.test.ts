import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { ageLimitLabel } from "./age-limit";

const en = setupI18n({ locale: "en", messages: { en: {} } });

describe("ageLimitLabel", () => {
  it("says there is no limit instead of 0+", () => {
    expect(ageLimitLabel(en, 0)).toBe("No age limit");
  });
  it("shows a set minimum with a plus", () => {
    expect(ageLimitLabel(en, 16)).toBe("16+");
  });
});
