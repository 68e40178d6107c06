import { describe, expect, it, vi } from "vitest";
import { classCreatedToast, classRequestStatusToast } from "./live-toasts";

describe("classCreatedToast (docs/product.md#calls)", () => {
  it("is 'New Class Available!' with a View Class action to the pushed url", () => {
    const navigate = vi.fn();
    const toast = classCreatedToast(
      { title: "Forge a Knife", instructor: "Ada Smith", price: 120, url: "/classes/7" },
      navigate,
    );
    expect(toast).toMatchObject({
      type: "success",
      title: "New Class Available!",
      message: "Forge a Knife with Ada Smith",
      duration: 8000,
    });
    expect(toast.action?.text).toBe("View Class");
    toast.action?.handler();
    expect(navigate).toHaveBeenCalledWith("/classes/7");
  });
});

describe("classRequestStatusToast (docs/product.md#states, #calls, #constants)", () => {
  const request = (status: string, message?: string | null) => ({
    class_request: { title: "Damascus Basics", status, old_status: "in_review" },
    reviewed_by: "Admin",
    message,
  });

  it.each([
    { status: "approved", type: "success", title: "Class Request Approved!", duration: 10000 },
    { status: "rejected", type: "warning", title: "Class Request Needs Updates", duration: 7000 },
    { status: "fulfilled", type: "success", title: "Class Request Fulfilled!", duration: 10000 },
    { status: "in_review", type: "info", title: "Class Request Under Review", duration: 5000 },
    { status: "archived", type: "info", title: "Class Request Updated", duration: 5000 },
  ])("$status -> $type '$title' for $duration ms", ({ status, type, title, duration }) => {
    expect(classRequestStatusToast(request(status, "Looks great"))).toMatchObject({
      type,
      title,
      duration,
      message: "Looks great",
    });
  });

  it.each([
    [undefined, "approved", 'Your request "Damascus Basics" status changed to approved'],
    [null, "rejected", 'Your request "Damascus Basics" status changed to rejected'],
    ["   ", "archived", 'Your request "Damascus Basics" status changed to archived'],
    ["Please add dates", "rejected", "Please add dates"],
  ])("server message %j with %s -> %s", (message, status, expected) => {
    expect(classRequestStatusToast(request(status, message)).message).toBe(expected);
  });

  it("links to the user's requests", () => {
    const navigate = vi.fn();
    classRequestStatusToast(request("approved"), navigate).action?.handler();
    expect(navigate).toHaveBeenCalledWith("/profile/my-requests");
  });
});
