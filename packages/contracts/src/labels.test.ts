import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as contracts from "./index.ts";

/**
 * Issue 37 point 7: no raw enum value reaches a person. Every enum of the contracts whose values
 * a page, an email or a CSV shows has a labels map naming each value; enums that are only machine
 * words (sort keys, ranges, metric names) are listed here with the reason.
 */

/** value list exported by the contracts -> its labels map's export name. */
const labelled: Record<string, string> = {
  roles: "roleLabels",
  applicableRoles: "applicableRoleLabels",
  classStatuses: "classStatusLabels",
  experienceLevels: "experienceLevelLabels",
  applicationStatuses: "applicationStatusLabels",
  decisionStatuses: "decisionStatusLabels",
  roleApplicationStatuses: "roleApplicationStatusLabels",
  invitationStatuses: "invitationStatusLabels",
  locationKinds: "locationKindLabels",
  reportStatusList: "reportStatusLabels",
  articleStatusList: "articleStatusLabels",
  classRequestStatusList: "classRequestStatusLabels",
  feedbackKinds: "feedbackKindLabels",
  feedbackStatuses: "feedbackStatusLabels",
  contactTopics: "contactTopicLabels",
  skillLevels: "skillLevelLabels",
  attendanceStatuses: "attendanceStatusLabels",
  incidentKinds: "incidentKindLabels",
  incidentSeverities: "incidentSeverityLabels",
  reviewAspects: "reviewAspectLabels",
  ledgerKinds: "ledgerKindLabels",
  manualPaymentMethods: "paymentMethodLabels",
  seatPaymentStatuses: "seatPaymentStatusLabels",
};

/** Enums a person never reads as such (query parameters and metric names), with why. */
const machineOnly: Record<string, string> = {
  themes: "theme slugs: pages print the theme's name from the theme list",
  classSortValues: "sort keys of a query string; the sort select has its own option labels",
  classRequestSorts: "sort keys of a query string",
  vitalNames: "Web Vitals metric names (LCP, INP, ...), the admin's technical vocabulary",
  performanceRanges: "1h / 24h / 7d range keys of /admin/performance",
  notificationTypes: "notification types: the settings page names each (notification-preferences-form.tsx)",
  annotationActions: "screenshot editor actions, shown as their buttons",
  calendarFeedFormActions: "the calendar feed buttons' values, shown as the buttons",
  calendarFeedActions: "the calendar feed buttons' actions (turn on, new link), shown as the buttons",
  accountLanguages: "language codes: pages show each language's own name (web lib/i18n/languages.ts languageNames)",
};

const dir = path.dirname(new URL(import.meta.url).pathname);
const enumIdentifiers = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
  .flatMap((f) => [...readFileSync(path.join(dir, f), "utf8").matchAll(/z\.enum\(\s*([A-Za-z_]\w*)\s*[,)]/g)])
  .map((m) => m[1] as string);

const exported = contracts as unknown as Record<string, unknown>;

describe("every enum of the contracts reads as words for people", () => {
  it("finds the enums", () => {
    expect(enumIdentifiers.length).toBeGreaterThan(10);
  });

  it.each([...new Set(enumIdentifiers)])("%s has labels (or is listed as machine-only)", (name) => {
    if (machineOnly[name]) return;
    expect(labelled[name], `add a labels map for ${name} in labels.ts and list it here`).toBeDefined();
  });

  it.each(Object.entries(labelled))("%s: %s names every value in words", (valuesName, labelsName) => {
    const values = exported[valuesName] as readonly string[];
    const labels = exported[labelsName] as Record<string, string>;
    expect(Array.isArray(values), `${valuesName} is exported`).toBe(true);
    expect(labels, `${labelsName} is exported`).toBeDefined();
    for (const value of values) {
      const label = labels[value];
      expect(label, `${labelsName}.${value}`).toBeTruthy();
      // A label is a word for people: capitalised, no underscores, not the raw value.
      expect(label).not.toBe(value);
      expect(label).not.toMatch(/_/);
      expect(label?.[0]).toBe(label?.[0]?.toUpperCase());
    }
  });
});

describe("prices without a needless '.00' (issue 37 point 7)", () => {
  it.each([
    [8500, "USD", "$85"],
    [8550, "USD", "$85.50"],
    [12000, "GBP", "£120"],
    [9505, "CAD", "CA$95.05"],
    [7000, "EUR", "€70"],
    [4000, "JPY", "¥4,000"],
    [0, "USD", "Free"],
  ])("%i %s reads %s", (cents, currency, shown) => {
    expect(contracts.formatPrice(cents, currency)).toBe(shown);
  });
});

describe("notification settings list only what can reach the person (issue 37 point 7)", () => {
  it("a student is not offered teaching or admin notifications", () => {
    const types = contracts.notificationTypesFor(["student"]);
    expect(types).not.toContain("application_received");
    expect(types).not.toContain("feedback_received");
    expect(types).toContain("application_status");
    expect(types).toContain("message_received");
  });
  it("an instructor also gets applications to review, an admin everything", () => {
    expect(contracts.notificationTypesFor(["student", "instructor"])).toContain("application_received");
    expect(contracts.notificationTypesFor(["student", "instructor"])).not.toContain("feedback_received");
    expect(contracts.notificationTypesFor(["admin"])).toEqual([...contracts.notificationTypes]);
  });
});
