import { describe, expect, it, vi } from "vitest";
import { toastSource } from "../toast/toast-text";
import { classCreatedToast, classRequestStatusToast } from "./live-toasts";

const created = { title: "Forge a Knife", instructor: "Ada Smith", price: 120, url: "/classes/7", author_id: 5 };

describe("live toasts say what happened to the person who reads them (issue 21)", () => {
  it("tells the author 'Published', not their own 'New Class Available!'", () => {
    const navigate = vi.fn();
    const mine = classCreatedToast(created, navigate, 5);
    expect(mine.type).toBe("success");
    expect(toastSource(mine.title)).toBe("Published");
    expect(mine.message).toMatchObject({ values: { title: "Forge a Knife" } });
    mine.action?.handler();
    expect(navigate).toHaveBeenCalledWith("/classes/7");
    expect(toastSource(classCreatedToast(created, navigate, 6).title)).toBe("New Class Available!");
    expect(toastSource(classCreatedToast(created, navigate, null).title)).toBe("New Class Available!");
  });

  it("links 'Fulfilled' to the new class", () => {
    const navigate = vi.fn();
    const toast = classRequestStatusToast(
      {
        class_request: { title: "Damascus", status: "fulfilled", old_status: "approved" },
        message: null,
        class_url: "/classes/9-damascus",
      },
      navigate,
    );
    expect(toast.type).toBe("success");
    expect(toastSource(toast.title)).toBe("Class Request Fulfilled!");
    expect(toast.action && toastSource(toast.action.text)).toBe("View Class");
    toast.action?.handler();
    expect(navigate).toHaveBeenCalledWith("/classes/9-damascus");
  });

  it("says a merged request was merged, and where, instead of 'Needs Updates'", () => {
    const navigate = vi.fn();
    const toast = classRequestStatusToast(
      {
        class_request: { title: "Openers", status: "rejected", old_status: "approved" },
        message: 'Merged into "Bottle openers".',
        merged_into: { id: 3, title: "Bottle openers", url: "/class-requests#request-3" },
      },
      navigate,
    );
    expect(toast).toMatchObject({ type: "info", message: 'Merged into "Bottle openers".' });
    expect(toastSource(toast.title)).toBe("Class Request Merged");
    toast.action?.handler();
    expect(navigate).toHaveBeenCalledWith("/class-requests#request-3");
  });
});
