import { describe, expect, it } from "vitest";
import { queueApiPath, readQueueFilters } from "./queue-filters";

describe("queue filters", () => {
  it("reads class and status from the URL and ignores invalid values", () => {
    expect(readQueueFilters(new URLSearchParams("class_id=12&status=waitlisted"))).toEqual({
      classId: 12,
      status: "waitlisted",
    });
    expect(readQueueFilters(new URLSearchParams("class_id=-3&status=bogus"))).toEqual({
      classId: null,
      status: "pending",
    });
    expect(readQueueFilters(new URLSearchParams("class_id=1.5&status=all"))).toEqual({ classId: null, status: "all" });
  });

  it("builds the API query with only the filters set", () => {
    expect(queueApiPath({ classId: 7, status: "pending" })).toBe(
      "/api/manage/applications?class_id=7&status=pending&limit=100",
    );
    expect(queueApiPath({ classId: null, status: "all" })).toBe("/api/manage/applications?limit=100");
  });
});
