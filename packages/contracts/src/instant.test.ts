import { describe, expect, it } from "vitest";
import { createArticleSchema } from "./articles.ts";
import { classSessionInputSchema } from "./classes.ts";
import { boundedInstant } from "./instant.ts";
import { schemaMessage } from "./schema-message.ts";

const session = (starts_at: string, ends_at: string) => classSessionInputSchema.safeParse({ starts_at, ends_at });

describe("stored dates and times stay within 2000-2099 (decision 444)", () => {
  it("accepts a session this decade, with any offset", () => {
    expect(session("2026-03-14T10:00:00-07:00", "2026-03-14T17:00:00-07:00").success).toBe(true);
  });

  it.each([
    ["0028-02-29T03:36:05+23:28", "2026-03-14T17:00:00Z"],
    ["1999-12-31T23:59:59Z", "2026-03-14T17:00:00Z"],
    ["2026-03-14T10:00:00Z", "8157-08-04T08:29:06Z"],
    ["2099-12-31T20:00:00-05:00", "2100-01-01T02:00:00Z"],
  ])("refuses %s - %s with a sentence naming the years", (starts_at, ends_at) => {
    const r = session(starts_at, ends_at);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain("Choose a date between 2000 and 2099.");
  });

  it("names only the field for text that is no date and time at all", () => {
    const r = boundedInstant(
      schemaMessage(
        /*i18n*/ { id: "validation.classes.session_start", message: "Enter the start as a date and time." },
      ),
    ).safeParse("yesterday");
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(["Enter the start as a date and time."]);
  });

  it("bounds an article's publication time the same way", () => {
    const base = { title: "Caring for carbon steel", body: "Oil it.", summary: "How to keep it." };
    const far = createArticleSchema.safeParse({
      ...base,
      status: "scheduled",
      publish_at: "1508-02-29T20:05:19+21:28",
    });
    expect(far.success).toBe(false);
    expect(far.error?.issues.map((i) => i.message)).toContain("Choose a date between 2000 and 2099.");
  });
});
