// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

const showToast = vi.hoisted(() => vi.fn());
const reportError = vi.hoisted(() => vi.fn());
vi.mock("../toast/show-toast", () => ({ showToast }));
vi.mock("../error-reporting/error-reporting", () => ({ reportError }));

const { createApiErrorHandler } = await import("./handle-api-error");
const { ApiError } = await import("./api-error");

describe("createApiErrorHandler", () => {
  beforeEach(() => vi.clearAllMocks());
  const error = new ApiError({ message: "Nope", code: "API_ERROR", status: 403 });

  it("shows the product's toast and reports", () => {
    createApiErrorHandler()(error, { method: "GET", path: "/x", silent: false });
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ type: "warning", title: "Access Denied" }));
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it("silent calls show nothing but are still reported", () => {
    createApiErrorHandler()(error, { method: "GET", path: "/x", silent: true });
    expect(showToast).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it("uses the given navigate for the Login action", () => {
    const navigate = vi.fn();
    createApiErrorHandler(navigate)(new ApiError({ message: "", code: "API_ERROR", status: 401 }), {
      method: "GET",
      path: "/x",
      silent: false,
    });
    showToast.mock.calls[0]?.[0].action.handler();
    expect(navigate).toHaveBeenCalledWith("/login");
  });
});
