import { describe, expect, it } from "vitest";
import { describeRouteError } from "./route-error";

/** The shape React Router gives an error boundary for a loader's `throw data(body, { status })`. */
const response = (status: number, body: unknown) => ({ status, statusText: "", internal: false, data: body });

describe("describeRouteError", () => {
  it.each([
    [response(404, { message: "Page not found: /nowhere" }), { status: 404, detail: "Page not found: /nowhere" }],
    [response(403, "Restricted"), { status: 403, detail: "Restricted" }],
    [response(401, null), { status: 401, detail: undefined }],
    [response(500, { message: "SQL failed: secret" }), { status: 500, debug: undefined }],
    [new Error("database password is hunter2"), { status: 500 }],
    ["a thrown string", { status: 500 }],
  ])("production: %o", (error, view) => {
    expect(describeRouteError(error, false)).toEqual(view);
  });

  it("shows a 5xx or thrown Error's message only in development", () => {
    expect(describeRouteError(response(500, { message: "SQL failed" }), true).debug).toBe("SQL failed");
    expect(describeRouteError(new Error("boom"), true).debug).toContain("boom");
  });
});
