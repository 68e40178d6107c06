import { describe, expect, it, vi } from "vitest";
import { toastSource } from "../../../lib/toast/toast-text";
import type { Toast } from "../../../lib/toast/toast-types";
import { liveToastBindings } from "./live-toast-bindings";

function setup() {
  const shown: Toast[] = [];
  const navigate = vi.fn();
  const bindings = liveToastBindings(42, navigate, (t) => {
    shown.push(t);
    return shown.length;
  });
  const find = (event: string) => bindings.find((b) => b.event === event)!;
  return { bindings, shown, navigate, find };
}

describe("live toast bindings (docs/product.md#roles/#calls)", () => {
  it("listen on new-classes and the user's private channel", () => {
    const { bindings } = setup();
    expect(bindings.map((b) => [b.channel, b.event])).toEqual([
      ["new-classes", "class.created"],
      ["private-user.42", "class-request-status-changed"],
    ]);
  });

  it("class.created shows 'New Class Available!' with 'View Class' to the pushed url", async () => {
    const h = setup();
    await h.find("class.created").handle({ title: "Knife Basics", instructor: "Ada", price: 120, url: "/classes/77" });
    expect(h.shown).toHaveLength(1);
    expect(toastSource(h.shown[0]!.title)).toBe("New Class Available!");
    expect(toastSource(h.shown[0]!.action!.text)).toBe("View Class");
    h.shown[0]!.action!.handler();
    expect(h.navigate).toHaveBeenCalledWith("/classes/77");
  });

  it("class-request-status-changed shows the status toast with the fallback message", async () => {
    const h = setup();
    await h.find("class-request-status-changed").handle({ class_request: { title: "Damascus", status: "rejected" } });
    expect(toastSource(h.shown[0]!.title)).toBe("Class Request Needs Updates");
    expect(toastSource(h.shown[0]!.message)).toBe(
      'Your request "{title}" needs some changes before it can be approved.',
    );
    expect(h.shown[0]!.message).toMatchObject({ values: { title: "Damascus" } });
  });

  it("ignores malformed payloads", async () => {
    const h = setup();
    await h.find("class.created").handle({ title: 3 });
    await h.find("class-request-status-changed").handle(null);
    expect(h.shown).toEqual([]);
  });
});
