// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { conversation, message } from "../testing/fixtures";
import { ThreadPane } from "./thread-pane";

afterEach(cleanup);

/** On a data router: the composer posts to the thread's route action through a fetcher. */
async function show(overrides: Parameters<typeof conversation>[0], messages = [message()]) {
  const Pane = () => (
    <ThreadPane
      thread={{ conversation: conversation(overrides), messages, nextCursor: null, loadingOlder: false }}
      viewerId={1}
      backHref="/messages"
      now="2026-11-20T12:00:00.000Z"
      onLoadOlder={vi.fn()}
      onSent={vi.fn()}
      onChanged={vi.fn()}
    />
  );
  const Stub = createRoutesStub([{ path: "/messages", Component: Pane }]);
  render(<Stub initialEntries={["/messages"]} />);
  await screen.findByTestId("thread");
}

describe("ThreadPane", () => {
  it("replaces the composer with a calm note after the viewer blocked the other person", async () => {
    await show({ blocked_by_me: true, can_send: false });
    expect(screen.getByText("You blocked Anna Anvil. Unblock to send messages.")).toBeTruthy();
    expect(screen.queryByLabelText("Message")).toBeNull();
    expect(screen.getByRole("button", { name: "Unblock" })).toBeTruthy();
  });

  it("says neutrally that the viewer can't reply when the other side blocked (never why)", async () => {
    await show({ blocked_by_me: false, can_send: false });
    expect(screen.getByText("You can't message this person.")).toBeTruthy();
    expect(screen.queryByText(/blocked/i)).toBeNull();
  });

  it("aligns by sender, links URLs safely, and shows Seen on the last message the other person read", async () => {
    await show({}, [
      message({ id: 1, sender_id: 2, body: "Directions: https://example.com/map" }),
      message({ id: 2, sender_id: 1, body: "Thanks", read_at: "2026-11-20T10:05:00.000Z" }),
      message({ id: 3, sender_id: 1, body: "See you", read_at: null }),
    ]);
    const link = screen.getByRole("link", { name: "https://example.com/map" });
    expect(link.getAttribute("rel")).toBe("noopener nofollow ugc");
    expect(link.getAttribute("target")).toBe("_blank");
    const items = screen.getAllByTestId("chat-message");
    expect(items.map((li) => li.className.includes("items-end"))).toEqual([false, true, true]);
    expect(items.map((li) => li.querySelector("[data-testid=seen]") !== null)).toEqual([false, true, false]);
  });
});
