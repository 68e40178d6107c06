// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

const showToast = vi.hoisted(() => vi.fn());
const reportError = vi.hoisted(() => vi.fn());
vi.mock("../toast/show-toast", () => ({ showToast }));
vi.mock("../error-reporting/error-reporting", () => ({ reportError }));

const { createApiErrorHandler } = await import("./handle-api-error");
const { ApiError } = await import("./api-error");
const { leftToToast, showInline } = await import("./shown-inline");
const { errorMessage } = await import("./error-message");

/** Runs the deferred toast at once (the real handler waits one task for the caller's catch). */
const now = (run: () => void) => run();

describe("createApiErrorHandler", () => {
  beforeEach(() => vi.clearAllMocks());
  const error = new ApiError({ message: "Nope", code: "API_ERROR", status: 403 });

  it("shows the product's toast and reports", () => {
    createApiErrorHandler(undefined, now)(error, { method: "GET", path: "/x", silent: false });
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ type: "warning", title: expect.objectContaining({ message: "Access Denied" }) }),
    );
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it("silent calls show nothing but are still reported", () => {
    createApiErrorHandler(undefined, now)(error, { method: "GET", path: "/x", silent: true });
    expect(showToast).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it("uses the given navigate for the Login action", () => {
    const navigate = vi.fn();
    createApiErrorHandler(navigate, now)(new ApiError({ message: "", code: "API_ERROR", status: 401 }), {
      method: "GET",
      path: "/x",
      silent: false,
    });
    showToast.mock.calls[0]?.[0].action.handler();
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("waits for the caller: a failure the form shows inline is not toasted as well (decision 530)", async () => {
    const handle = createApiErrorHandler();
    const wrong = new ApiError({
      message: "These credentials do not match our records.",
      code: "VALIDATION_ERROR",
      status: 422,
      errors: { email: ["These credentials do not match our records."] },
    });
    handle(wrong, { method: "POST", path: "/api/login", silent: false });
    // The caller's catch runs before the next task, as it does after `await api.post(...)`.
    showInline(wrong);
    const limited = new ApiError({ message: "Slow down.", code: "API_ERROR", status: 429 });
    handle(limited, { method: "POST", path: "/api/conversations/1/messages", silent: false });
    expect(errorMessage(limited, "Not sent.")).toBe("Slow down.");
    const ownWords = new ApiError({ message: "", code: "API_ERROR", status: 500 });
    handle(ownWords, { method: "POST", path: "/api/x", silent: false });
    showInline(ownWords);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(showToast).not.toHaveBeenCalled();
  });

  it("toasts a failure nobody showed, one task later", async () => {
    createApiErrorHandler()(error, { method: "GET", path: "/x", silent: false });
    expect(showToast).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: expect.objectContaining({ message: "Access Denied" }) }),
    );
  });

  it("leaves offline, signed-out and server failures to the SPEC's toast", () => {
    expect(leftToToast(new ApiError({ message: "offline", code: "OFFLINE_ERROR", status: 0 }))).toBe(true);
    expect(leftToToast(new ApiError({ message: "", code: "API_ERROR", status: 401 }))).toBe(true);
    expect(leftToToast(new ApiError({ message: "", code: "API_ERROR", status: 503 }))).toBe(true);
    expect(leftToToast(new ApiError({ message: "", code: "API_ERROR", status: 422 }))).toBe(false);
    expect(leftToToast(new ApiError({ message: "", code: "API_ERROR", status: 429 }))).toBe(false);
    expect(leftToToast(new Error("x"))).toBe(false);
  });
});
