// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({
  success: vi.fn(() => "s"),
  error: vi.fn(() => "e"),
  warning: vi.fn(() => "w"),
  info: vi.fn(() => "i"),
  dismiss: vi.fn(),
}));
vi.mock("sonner", () => ({ toast: sonner }));

const { showToast, sonnerOptions } = await import("./show-toast");
const { toasterGate } = await import("./toaster-gate");

describe("showToast over sonner", () => {
  beforeEach(() => vi.clearAllMocks());

  it("waits for the toaster to mount before calling sonner, then shows the toast (nothing lost)", async () => {
    expect(toasterGate.isOpen()).toBe(false);
    const id = showToast({ type: "info", title: "Early", message: "Before the toaster" });
    expect(id).toMatch(/^toast-\d+$/);
    expect(toasterGate.isOpen()).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(sonner.info).not.toHaveBeenCalled();
    toasterGate.mounted();
    await vi.waitFor(() => expect(sonner.info).toHaveBeenCalledWith("Early", expect.objectContaining({ id })));
  });

  it.each(["success", "error", "warning", "info"] as const)("type %s calls sonner's %s", async (type) => {
    const handler = vi.fn();
    expect(
      showToast({ id: "t1", type, title: "T", message: "Body", duration: 6000, action: { text: "Go", handler } }),
    ).toBe("t1");
    await vi.waitFor(() => expect(sonner[type]).toHaveBeenCalled());
    expect(sonner[type]).toHaveBeenCalledWith("T", {
      id: "t1",
      description: "Body",
      duration: 6000,
      action: { label: "Go", onClick: handler },
    });
  });

  it.each([
    [undefined, 5000],
    [0, Number.POSITIVE_INFINITY],
    [8000, 8000],
  ])("duration %s -> %s", (duration, expected) => {
    expect(sonnerOptions({ type: "info", title: "t", message: "m", duration }).duration).toBe(expected);
  });

  it("has no action when none is given", () => {
    expect(sonnerOptions({ type: "info", title: "t", message: "m" }).action).toBeUndefined();
  });
});
