import { describe, expect, it } from "vitest";
import { effectiveClassStatus } from "./classes.ts";

describe("effectiveClassStatus", () => {
  const now = new Date("2026-05-01T12:00:00Z");

  it("reads a published class whose last session has ended as completed", () => {
    expect(effectiveClassStatus("published", "2026-05-01T11:59:00Z", now)).toBe("completed");
    expect(effectiveClassStatus("published", new Date("2026-04-01T00:00:00Z"), now)).toBe("completed");
  });

  it("keeps a published class published until its end (and one without sessions)", () => {
    expect(effectiveClassStatus("published", "2026-05-01T12:00:00Z", now)).toBe("published");
    expect(effectiveClassStatus("published", "2026-06-01T00:00:00Z", now)).toBe("published");
    expect(effectiveClassStatus("published", null, now)).toBe("published");
  });

  it("leaves stored statuses as they are", () => {
    expect(effectiveClassStatus("completed", "2026-04-01T00:00:00Z", now)).toBe("completed");
    expect(effectiveClassStatus("cancelled", "2026-04-01T00:00:00Z", now)).toBe("cancelled");
    expect(effectiveClassStatus("draft", "2026-04-01T00:00:00Z", now)).toBe("draft");
  });
});
