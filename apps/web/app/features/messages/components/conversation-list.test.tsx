// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { conversation } from "../testing/fixtures";
import { ConversationList } from "./conversation-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Props = Parameters<typeof ConversationList>[0];

function show(props: Partial<Props>) {
  const router = createMemoryRouter(
    [
      {
        path: "/messages",
        element: (
          <ConversationList
            conversations={[conversation()]}
            activeId={null}
            viewerId={1}
            q=""
            now="2026-11-20T12:00:00.000Z"
            {...props}
          />
        ),
      },
    ],
    { initialEntries: ["/messages"] },
  );
  render(<RouterProvider router={router} />);
}

describe("ConversationList: next pages", () => {
  it("offers Show more only while there is a next page: a link to the longer list, done in place on click", () => {
    const onLoadMore = vi.fn();
    show({ hasMore: true, onLoadMore, moreHref: "/messages?cursor=c2" });
    const more = screen.getByRole("link", { name: "Show more conversations" });
    expect(more.getAttribute("href")).toBe("/messages?cursor=c2");
    expect(fireEvent.click(more)).toBe(false); // the page's script takes the click over
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    cleanup();
    show({ hasMore: false, onLoadMore });
    expect(screen.queryByRole("link", { name: "Show more conversations" })).toBeNull();
  });

  it("loads the next page when the end of the list scrolls into view", () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observed.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    );
    const onLoadMore = vi.fn();
    show({ hasMore: true, onLoadMore });
    expect(onLoadMore).not.toHaveBeenCalled();
    for (const cb of observed) cb([{ isIntersecting: true }]);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("shows a loading state and the problem when a page failed", () => {
    show({ hasMore: true, loadingMore: true });
    expect(screen.getByRole("link", { name: "Loading…" }).getAttribute("aria-disabled")).toBe("true");
    cleanup();
    show({ hasMore: true, loadMoreProblem: "More conversations did not load. Please try again." });
    expect(screen.getByText("More conversations did not load. Please try again.")).toBeTruthy();
  });
});
