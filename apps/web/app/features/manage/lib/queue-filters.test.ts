import { describe, expect, it } from "vitest";
import { queueApiPath, queuePagePath, readQueueFilters } from "./queue-filters";

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
      "/api/manage/applications?class_id=7&status=pending&limit=10",
    );
    expect(queueApiPath({ classId: null, status: "all" })).toBe("/api/manage/applications?limit=10");
  });

  it("carries the page cursor to the API and to the next page's URL", () => {
    expect(queueApiPath({ classId: null, status: "pending" }, "abc")).toBe(
      "/api/manage/applications?status=pending&cursor=abc&limit=10",
    );
    expect(queuePagePath({ classId: 3, status: "all" }, "abc")).toBe("/manage/applications?class_id=3&cursor=abc");
  });
});
