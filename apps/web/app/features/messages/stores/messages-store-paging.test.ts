import { describe, expect, it, vi } from "vitest";
import { conversation } from "../testing/fixtures";
import { createMessagesStore, type MessagesStoreDeps } from "./messages-store";

type Page = Awaited<ReturnType<MessagesStoreDeps["listConversations"]>>;

function setup(listConversations: MessagesStoreDeps["listConversations"]) {
  const store = createMessagesStore({
    fetchUnread: vi.fn(async () => 0),
    markRead: vi.fn(async () => ({ read_at: null })),
    loadThread: vi.fn(),
    listConversations,
    isVisible: () => true,
  });
  store.getState().setViewer(1);
  return store;
}

const ids = (store: ReturnType<typeof setup>) => store.getState().conversations.map((c) => c.id);

describe("messages store: the conversation list's next pages", () => {
  it("appends the next page with the list's cursor and search, skipping rows it already shows", async () => {
    const listConversations = vi.fn(async () => ({
      data: [conversation({ id: 2 }), conversation({ id: 3 })],
      meta: { next_cursor: "c2", unread_total: 4 },
    }));
    const store = setup(listConversations);
    store
      .getState()
      .showList(
        { conversations: [conversation({ id: 1 }), conversation({ id: 2 })], nextCursor: "c1", unreadTotal: 4 },
        "anna",
      );
    await store.getState().loadMoreConversations();
    expect(listConversations).toHaveBeenCalledWith({ q: "anna", cursor: "c1" });
    expect(ids(store)).toEqual([1, 2, 3]);
    expect(store.getState().listCursor).toBe("c2");
    expect(store.getState().loadingMore).toBe(false);
  });

  it("loads one page at a time and nothing after the last page", async () => {
    let finish: (v: Awaited<ReturnType<MessagesStoreDeps["listConversations"]>>) => void = () => undefined;
    const listConversations = vi.fn(
      () => new Promise<Awaited<ReturnType<MessagesStoreDeps["listConversations"]>>>((r) => (finish = r)),
    );
    const store = setup(listConversations);
    store.getState().showList({ conversations: [conversation({ id: 1 })], nextCursor: "c1", unreadTotal: 0 });
    const first = store.getState().loadMoreConversations();
    void store.getState().loadMoreConversations();
    expect(listConversations).toHaveBeenCalledTimes(1);
    finish({ data: [conversation({ id: 2 })], meta: { next_cursor: null, unread_total: 0 } });
    await first;
    await store.getState().loadMoreConversations();
    expect(listConversations).toHaveBeenCalledTimes(1);
    expect(ids(store)).toEqual([1, 2]);
  });

  it("drops a page that arrives after a new search replaced the list", async () => {
    let finish: (v: Awaited<ReturnType<MessagesStoreDeps["listConversations"]>>) => void = () => undefined;
    const store = setup(vi.fn(() => new Promise<Page>((r) => (finish = r))));
    store.getState().showList({ conversations: [conversation({ id: 1 })], nextCursor: "c1", unreadTotal: 0 });
    const pending = store.getState().loadMoreConversations();
    store.getState().showList({ conversations: [conversation({ id: 9 })], nextCursor: null, unreadTotal: 0 }, "bo");
    finish({ data: [conversation({ id: 2 })], meta: { next_cursor: null, unread_total: 0 } });
    await pending;
    expect(ids(store)).toEqual([9]);
  });

  it("says so when the next page fails, and can try again", async () => {
    const listConversations = vi
      .fn<MessagesStoreDeps["listConversations"]>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ data: [conversation({ id: 2 })], meta: { next_cursor: null, unread_total: 0 } });
    const store = setup(listConversations);
    store.getState().showList({ conversations: [conversation({ id: 1 })], nextCursor: "c1", unreadTotal: 0 });
    await store.getState().loadMoreConversations();
    expect(store.getState().loadMoreProblem).toBe("More conversations did not load. Please try again.");
    await store.getState().loadMoreConversations();
    expect(store.getState().loadMoreProblem).toBeNull();
    expect(ids(store)).toEqual([1, 2]);
  });
});
