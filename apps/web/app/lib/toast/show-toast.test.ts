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

describe("showToast over sonner", () => {
  beforeEach(() => vi.clearAllMocks());

  it.each(["success", "error", "warning", "info"] as const)("type %s calls sonner's %s", (type) => {
    const handler = vi.fn();
    showToast({ id: "t1", type, title: "Title", message: "Body", duration: 6000, action: { text: "Go", handler } });
    expect(sonner[type]).toHaveBeenCalledWith("Title", {
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
