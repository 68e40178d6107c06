import { describe, expect, it, vi } from "vitest";
import { conversation, message } from "../testing/fixtures";
import { createMessagesStore, type MessagesStoreDeps } from "./messages-store";

function setup(overrides: Partial<MessagesStoreDeps> = {}) {
  const deps: MessagesStoreDeps = {
    fetchUnread: vi.fn(async () => 0),
    markRead: vi.fn(async () => ({ read_at: "2026-11-20T11:00:00.000Z" })),
    loadThread: vi.fn(),
    listConversations: vi.fn(),
    isVisible: () => true,
    ...overrides,
  };
  const store = createMessagesStore(deps);
  store.getState().setViewer(1);
  return { store, deps };
}

const sender = { id: 2, name: "Anna Anvil" };

describe("messages store: live message.sent", () => {
  it("appends to the open thread once, marks it read, and leaves the badge alone", async () => {
    const { store, deps } = setup();
    const c = conversation();
    store.getState().showList({ conversations: [c], nextCursor: null, unreadTotal: 0 });
    store.getState().showThread({ conversation: c, messages: [message({ id: 1 })], nextCursor: null });
    const incoming = message({ id: 2, body: "New text", sent_at: "2026-11-20T11:00:00.000Z" });
    store.getState().receive({ conversation_id: 10, message: { ...incoming, sender } });
    store.getState().receive({ conversation_id: 10, message: { ...incoming, sender } });
    expect(store.getState().thread?.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(store.getState().unreadTotal).toBe(0);
    expect(deps.markRead).toHaveBeenCalledWith(10);
  });

  it("moves the list row to the top with the new excerpt and counts it unread when the thread is closed", () => {
    const { store, deps } = setup();
    const older = conversation({ id: 11, updated_at: "2026-11-19T00:00:00.000Z" });
    store.getState().showList({ conversations: [conversation({ id: 12 }), older], nextCursor: null, unreadTotal: 3 });
    const incoming = message({
      id: 5,
      conversation_id: 11,
      body: "Is the class still on?",
      sent_at: "2026-11-21T08:00:00.000Z",
    });
    store.getState().receive({ conversation_id: 11, message: { ...incoming, sender } });
    const [top] = store.getState().conversations;
    expect(top?.id).toBe(11);
    expect(top?.unread_count).toBe(1);
    expect(top?.last_message).toEqual({
      excerpt: "Is the class still on?",
      sender_id: 2,
      sent_at: "2026-11-21T08:00:00.000Z",
    });
    expect(store.getState().unreadTotal).toBe(4);
    expect(deps.markRead).not.toHaveBeenCalled();
  });

  it("counts a message for the open thread as unread while the tab is hidden, and does not mark it read", () => {
    const { store, deps } = setup({ isVisible: () => false });
    const c = conversation();
    store.getState().showList({ conversations: [c], nextCursor: null, unreadTotal: 0 });
    store.getState().showThread({ conversation: c, messages: [], nextCursor: null });
    store.getState().receive({ conversation_id: 10, message: { ...message({ id: 9 }), sender } });
    expect(store.getState().unreadTotal).toBe(1);
    expect(store.getState().conversations[0]?.unread_count).toBe(1);
    expect(deps.markRead).not.toHaveBeenCalled();
  });

  it("never counts the viewer's own messages (sent from another tab) as unread", () => {
    const { store } = setup();
    store.getState().showList({ conversations: [conversation()], nextCursor: null, unreadTotal: 0 });
    const own = message({ id: 6, sender_id: 1, body: "" });
    store.getState().receive({ conversation_id: 10, message: { ...own, sender: { id: 1, name: "Me" } } });
    expect(store.getState().unreadTotal).toBe(0);
    expect(store.getState().conversations[0]?.last_message?.excerpt).toBe("Photo");
  });

  it("reloads the list when a message arrives for a conversation it does not show", async () => {
    const fresh = conversation({ id: 99 });
    const listConversations = vi.fn(async () => ({
      data: [fresh],
      meta: { next_cursor: null, unread_total: 1 },
    }));
    const { store } = setup({ listConversations });
    store.getState().showList({ conversations: [conversation()], nextCursor: null, unreadTotal: 0 });
    store.getState().receive({ conversation_id: 99, message: { ...message({ id: 7, conversation_id: 99 }), sender } });
    await vi.waitFor(() => expect(store.getState().conversations).toEqual([fresh]));
    expect(store.getState().unreadTotal).toBe(1);
  });
});

describe("messages store: read receipts and marking read", () => {
  it("message.read from the other person sets read_at on the viewer's messages up to then (Seen)", () => {
    const { store } = setup();
    const c = conversation();
    store.getState().showThread({
      conversation: c,
      messages: [
        message({ id: 1, sender_id: 1, sent_at: "2026-11-20T10:00:00.000Z" }),
        message({ id: 2, sender_id: 1, sent_at: "2026-11-20T10:05:00.000Z" }),
        message({ id: 3, sender_id: 1, sent_at: "2026-11-20T10:20:00.000Z" }),
      ],
      nextCursor: null,
    });
    store.getState().receiveRead({ conversation_id: 10, reader_id: 2, read_at: "2026-11-20T10:10:00.000Z" });
    expect(store.getState().thread?.messages.map((m) => m.read_at)).toEqual([
      "2026-11-20T10:10:00.000Z",
      "2026-11-20T10:10:00.000Z",
      null,
    ]);
  });

  it("opening a thread clears its row, lowers the badge at once, then takes the server's count", async () => {
    const fetchUnread = vi.fn(async () => 2);
    const { store, deps } = setup({ fetchUnread });
    const c = conversation({ unread_count: 3 });
    store.getState().showList({ conversations: [c], nextCursor: null, unreadTotal: 5 });
    store.getState().showThread({ conversation: c, messages: [], nextCursor: null });
    const done = store.getState().markOpenRead();
    expect(store.getState().unreadTotal).toBe(2);
    expect(store.getState().conversations[0]?.unread_count).toBe(0);
    await done;
    expect(deps.markRead).toHaveBeenCalledWith(10);
    expect(fetchUnread).toHaveBeenCalled();
  });
});

describe("messages store: older pages", () => {
  it("prepends the older page and keeps its cursor; one request at a time", async () => {
    const older = [message({ id: 1 }), message({ id: 2 })];
    const loadThread = vi.fn(async () => ({
      data: older,
      meta: { next_cursor: null, conversation: conversation() },
    }));
    const { store } = setup({ loadThread });
    store.getState().showThread({ conversation: conversation(), messages: [message({ id: 3 })], nextCursor: "c1" });
    const first = store.getState().loadOlder();
    void store.getState().loadOlder();
    await first;
    expect(loadThread).toHaveBeenCalledTimes(1);
    expect(loadThread).toHaveBeenCalledWith(10, "c1");
    expect(store.getState().thread?.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(store.getState().thread?.nextCursor).toBeNull();
  });
});
