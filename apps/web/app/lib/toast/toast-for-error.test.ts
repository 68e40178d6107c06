import { describe, expect, it, vi } from "vitest";
import { toastForError } from "./toast-for-error";
import { toastSource } from "./toast-text";

// docs/product.md#errors "Toast by status".
describe("toastForError", () => {
  it.each([
    { status: 401, type: "warning", title: "Authentication Required", duration: 8000, action: "Login" },
    { status: 403, type: "warning", title: "Access Denied", duration: 6000, action: undefined },
    { status: 404, type: "info", title: "Not Found", duration: 5000, action: undefined },
    { status: 422, type: "warning", title: "Validation Error", duration: 6000, action: undefined },
    { status: 429, type: "warning", title: "Rate Limited", duration: 8000, action: undefined },
    { status: 500, type: "error", title: "Server Error", duration: 10000, action: "Retry" },
    { status: 502, type: "error", title: "Server Error", duration: 10000, action: "Retry" },
    { status: 400, type: "error", title: "Server Error", duration: 10000, action: "Retry" },
    { status: 0, type: "error", title: "Server Error", duration: 10000, action: "Retry" },
    { status: undefined, type: "error", title: "Server Error", duration: 10000, action: "Retry" },
  ])("status $status -> $type $title $duration ms", ({ status, type, title, duration, action }) => {
    const toast = toastForError({ status, message: "Server said so" });
    expect(toast).toMatchObject({ type, duration });
    expect(toastSource(toast.title)).toBe(title);
    expect(toast.action && toastSource(toast.action.text)).toBe(action);
    expect(toastSource(toast.message)).toBe(
      status === 429 ? "Too many requests. Please wait a moment and try again." : "Server said so",
    );
  });

  it.each([
    [{ status: 403, message: "" }, "An unexpected error occurred"],
    [{ status: 500 }, "An unexpected error occurred"],
    [{ status: 404, message: "No such class" }, "No such class"],
  ])("message of %j is %s", (error, message) => {
    expect(toastSource(toastForError(error).message)).toBe(message);
  });

  it("401's Login action goes to /login", () => {
    const navigate = vi.fn();
    toastForError({ status: 401 }, { navigate }).action?.handler();
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("the Retry action reloads the page", () => {
    const reload = vi.fn();
    const navigate = vi.fn();
    toastForError({ status: 503 }, { reload, navigate }).action?.handler();
    expect(reload).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });
});
