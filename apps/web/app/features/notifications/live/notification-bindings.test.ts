import type { Notification } from "@guildforge/contracts";
import { describe, expect, it, vi } from "vitest";
import { REALTIME_TOAST_SUCCESS_MS } from "../../../lib/constants";
import { notificationLiveBindings } from "./notification-bindings";

const approved: Notification = {
  id: 9,
  read_at: null,
  type: "role_application_status",
  title: "Instructor application approved",
  message: "Welcome aboard!",
  data: { status: "approved", url: "/classes/create" },
  created_at: "2026-11-22T01:00:00.000Z",
};

function setup() {
  const receive = vi.fn();
  const show = vi.fn(() => 1);
  const navigate = vi.fn();
  const [binding] = notificationLiveBindings(7, navigate, receive, show);
  return { binding: binding!, receive, show, navigate };
}

describe("notification.sent binding", () => {
  it("listens on the user's private channel", () => {
    const { binding } = setup();
    expect(binding).toMatchObject({ channel: "private-user.7", event: "notification.sent" });
  });

  it("adds the notification to the store and shows a toast whose action opens its target", async () => {
    const h = setup();
    await h.binding.handle(approved);
    expect(h.receive).toHaveBeenCalledWith(approved);
    expect(h.show).toHaveBeenCalledTimes(1);
    const toast = (h.show.mock.calls[0] as unknown[])[0] as {
      type: string;
      title: string;
      duration: number;
      action: { text: string; handler(): void };
    };
    expect(toast).toMatchObject({ type: "success", title: approved.title, duration: REALTIME_TOAST_SUCCESS_MS });
    toast.action.handler();
    expect(h.navigate).toHaveBeenCalledWith("/classes/create");
  });

  it("does not toast class request notifications twice (their own event toasts)", async () => {
    const h = setup();
    await h.binding.handle({ ...approved, id: 10, type: "class_request_status" });
    expect(h.receive).toHaveBeenCalledTimes(1);
    expect(h.show).not.toHaveBeenCalled();
  });

  it("ignores malformed payloads", async () => {
    const h = setup();
    await h.binding.handle({ id: "x" });
    expect(h.receive).not.toHaveBeenCalled();
    expect(h.show).not.toHaveBeenCalled();
  });
});
