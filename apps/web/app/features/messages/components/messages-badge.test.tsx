// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useMessagesStore } from "../stores/messages-store";
import { MessagesBadge } from "./messages-badge";

afterEach(() => {
  cleanup();
  useMessagesStore.getState().reset();
});

describe("MessagesBadge", () => {
  it("links to /messages and shows the unread count as it changes", () => {
    render(
      <MemoryRouter>
        <MessagesBadge label="Messages" unreadLabel={(n) => (n === 1 ? "1 unread message" : `${n} unread messages`)} />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Messages" });
    expect(link.getAttribute("href")).toBe("/messages");
    expect(screen.queryByTestId("messages-badge")).toBeNull();
    act(() => useMessagesStore.setState({ unreadTotal: 3 }));
    expect(screen.getByTestId("messages-badge").textContent).toBe("3");
    expect(screen.getByRole("link", { name: "Messages, 3 unread messages" })).toBeTruthy();
    act(() => useMessagesStore.setState({ unreadTotal: 120 }));
    expect(screen.getByTestId("messages-badge").textContent).toBe("99+");
  });
});
