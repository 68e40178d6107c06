import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { shouldReportError } from "./should-report-error";

// docs/product.md#errors: not sent when the message contains validation, 422, 401 or 403, or for statuses 300-499.
describe("shouldReportError", () => {
  it.each([
    { name: "plain crash", error: new Error("Cannot read properties of undefined"), report: true },
    { name: "message with validation", error: new Error("Validation failed for field"), report: false },
    { name: "message with 422", error: new Error("Request failed with status 422"), report: false },
    { name: "message with 401", error: new Error("HTTP 401"), report: false },
    { name: "message with 403", error: new Error("got 403 from server"), report: false },
    { name: "string error with 401", error: "401 Unauthorized", report: false },
    { name: "status 300", error: { message: "moved", status: 300 }, report: false },
    { name: "status 404", error: new ApiError({ message: "Nope", code: "API_ERROR", status: 404 }), report: false },
    {
      name: "status 429",
      error: new ApiError({ message: "Slow down", code: "API_ERROR", status: 429 }),
      report: false,
    },
    { name: "status 499", error: { message: "x", statusCode: 499 }, report: false },
    { name: "response.status 409", error: { message: "x", response: { status: 409 } }, report: false },
    { name: "status 299", error: { message: "x", status: 299 }, report: true },
    { name: "status 500", error: new ApiError({ message: "Boom", code: "API_ERROR", status: 500 }), report: true },
    {
      name: "status 0 network",
      error: new ApiError({ message: "Network", code: "NETWORK_ERROR", status: 0 }),
      report: true,
    },
    { name: "non-error value", error: 42, report: true },
  ])("$name -> $report", ({ error, report }) => {
    expect(shouldReportError(error)).toBe(report);
  });
});
