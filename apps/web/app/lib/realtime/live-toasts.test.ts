import { describe, expect, it, vi } from "vitest";
import { toastSource } from "../toast/toast-text";
import { classCreatedToast, classRequestStatusToast } from "./live-toasts";

describe("classCreatedToast (docs/product.md#calls)", () => {
  it("is 'New Class Available!' with a View Class action to the pushed url", () => {
    const navigate = vi.fn();
    const toast = classCreatedToast(
      { title: "Forge a Knife", instructor: "Ada Smith", price: 120, url: "/classes/7" },
      navigate,
    );
    expect(toast).toMatchObject({ type: "success", duration: 8000 });
    expect(toastSource(toast.title)).toBe("New Class Available!");
    expect(toastSource(toast.message)).toBe("{title} with {instructor}");
    expect(toast.message).toMatchObject({ values: { title: "Forge a Knife", instructor: "Ada Smith" } });
    expect(toast.action && toastSource(toast.action.text)).toBe("View Class");
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
    const toast = classRequestStatusToast(request(status, "Looks great"));
    expect(toast).toMatchObject({ type, duration, message: "Looks great" });
    expect(toastSource(toast.title)).toBe(title);
  });

  // Without the server's message the toast says what happened in words, never the raw status.
  it.each([
    [undefined, "approved", 'Your request "{title}" was approved.'],
    [null, "rejected", 'Your request "{title}" needs some changes before it can be approved.'],
    ["   ", "archived", 'Your request "{title}" was updated.'],
    [null, "in_review", 'Your request "{title}" is being reviewed.'],
  ])("server message %j with %s -> %s", (message, status, expected) => {
    const said = classRequestStatusToast(request(status, message)).message;
    expect(toastSource(said)).toBe(expected);
    expect(said).toMatchObject({ values: { title: "Damascus Basics" } });
  });

  it("prefers the server's message, already in the reader's language", () => {
    expect(classRequestStatusToast(request("rejected", "Please add dates")).message).toBe("Please add dates");
  });

  it("links to the user's requests", () => {
    const navigate = vi.fn();
    classRequestStatusToast(request("approved"), navigate).action?.handler();
    expect(navigate).toHaveBeenCalledWith("/profile/my-requests");
  });
});
