import * as contracts from "@guildforge/contracts/labels";
import { skillLevelLabels } from "@guildforge/contracts/skill-levels";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import * as translated from "./labels";

const maps = [
  "roleLabels",
  "applicableRoleLabels",
  "classStatusLabels",
  "experienceLevelLabels",
  "applicationStatusLabels",
  "decisionStatusLabels",
  "roleApplicationStatusLabels",
  "invitationStatusLabels",
  "locationKindLabels",
  "reportStatusLabels",
  "attendanceStatusLabels",
  "incidentKindLabels",
  "incidentSeverityLabels",
  "ledgerKindLabels",
  "paymentMethodLabels",
  "seatPaymentStatusLabels",
] as const;

describe("translated enum labels", () => {
  it("read in English exactly as the contracts' labels, value for value", () => {
    const i18n = setupI18n({ locale: "en", messages: { en: {} } });
    for (const name of maps) {
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a test walks every map by name
      const labels = translated[name];
      const english = Object.fromEntries(Object.entries(labels).map(([value, label]) => [value, i18n._(label)]));
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a test walks every map by name
      expect(english, name).toEqual(contracts[name]);
    }
  });

  it("name skill levels as the contracts do", () => {
    const i18n = setupI18n({ locale: "en", messages: { en: {} } });
    const english = Object.fromEntries(
      Object.entries(translated.skillLevelLabels).map(([value, label]) => [value, i18n._(label)]),
    );
    expect(english).toEqual(skillLevelLabels);
  });

  it("name an unknown value in words, never raw", () => {
    const i18n = setupI18n({ locale: "en", messages: { en: {} } });
    expect(translated.labelFor(i18n, translated.classStatusLabels, "published")).toBe("Published");
    expect(translated.labelFor(i18n, translated.classStatusLabels, "on_hold")).toBe("On hold");
  });
});
