import { applicationStatuses } from "@guildforge/contracts";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { applicationStatusLabels, applicationStatusTones, waitlistLine } from "./application-status";

describe("application status copy", () => {
  it("has a label and a tone for every status of the contract", () => {
    for (const s of applicationStatuses) {
      expect(applicationStatusLabels[s], s).toBeTruthy();
      expect(applicationStatusTones[s], s).toBeTruthy();
    }
  });

  it("says the waitlist place as '#3 of 8'", () => {
    const en = setupI18n({ locale: "en", messages: { en: {} } });
    expect(waitlistLine(en, 3, 8)).toBe("You are #3 of 8 on the waitlist.");
    expect(waitlistLine(en, 1, null)).toBe("You are #1 on the waitlist.");
    expect(waitlistLine(en, null, 8)).toBeNull();
  });
});
