import type { Notification } from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { type ScriptedReplies, scriptedApi } from "../../../lib/api/testing";
import { createNotificationStore, selectRecent } from "./notification-store";

const NOW = "2026-11-22T12:00:00.000Z";
const note = (id: number, read_at: string | null = null): Notification => ({
  id,
  read_at,
  type: "application_status",
  title: `Title ${id}`,
  message: `Message ${id}`,
  data: { status: "accepted", url: `/dashboard/my-applications#${id}` },
  created_at: "2026-11-20T10:00:00.000Z",
});

function setup(replies: ScriptedReplies = {}) {
  const api = scriptedApi(replies);
  const store = createNotificationStore({ api: api as never, now: () => NOW });
  return { store, api };
}
const serverError = new ApiError({ message: "Boom", code: "API_ERROR", status: 500 });

describe("notification store: fetch (docs/product.md#calls)", () => {
  it("GET /api/notifications fills list and unread count, silently", async () => {
    const { store, api } = setup({ get: [{ data: { notifications: [note(2), note(1, NOW)], unread_count: 1 } }] });
    await store.getState().fetch();
    expect(api.get).toHaveBeenCalledWith("/api/notifications", { silent: true });
    expect(store.getState()).toMatchObject({ list: [note(2), note(1, NOW)], unreadCount: 1, loading: false });
  });

  it.each([
    ["a server error", serverError],
    ["a malformed body", { data: { notifications: "nope" } }],
  ])("fails silently on %s and keeps the state", async (_name, reply) => {
    const { store } = setup({ get: [reply] });
    store.getState().receive(note(9));
    await expect(store.getState().fetch()).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ list: [note(9)], unreadCount: 1, loading: false });
  });

  it("caps the list at 50", async () => {
    const many = Array.from({ length: 60 }, (_, i) => note(60 - i));
    const { store } = setup({ get: [{ data: { notifications: many, unread_count: 60 } }] });
    await store.getState().fetch();
    expect(store.getState().list).toHaveLength(50);
  });

  it("fetchUnreadCount reads unread_count, silently", async () => {
    const { store, api } = setup({ get: [{ unread_count: 7 }, serverError] });
    await store.getState().fetchUnreadCount();
    expect(api.get).toHaveBeenCalledWith("/api/notifications/unread-count", { silent: true });
    expect(store.getState().unreadCount).toBe(7);
    await expect(store.getState().fetchUnreadCount()).resolves.toBeUndefined();
    expect(store.getState().unreadCount).toBe(7);
  });
});

describe("notification store: markRead (docs/product.md#states: decrement, never below 0)", () => {
  it.each([
    { name: "unread one", list: [note(1), note(2)], count: 2, calls: 1, readAt: NOW, after: 1 },
    { name: "count already 0", list: [note(1)], count: 0, calls: 1, readAt: NOW, after: 0 },
    {
      name: "already read: no call, no decrement",
      list: [note(1, "2026-01-01")],
      count: 3,
      calls: 0,
      readAt: "2026-01-01",
      after: 3,
    },
  ])("$name", async ({ list, count, calls, readAt, after }) => {
    const { store, api } = setup({ get: [{ data: { notifications: list, unread_count: count } }], patch: [undefined] });
    await store.getState().fetch();
    await store.getState().markRead(1);
    expect(api.patch).toHaveBeenCalledTimes(calls);
    if (calls) expect(api.patch).toHaveBeenCalledWith("/api/notifications/1/read", undefined, { silent: true });
    expect(store.getState().list.find((n) => n.id === 1)?.read_at).toBe(readAt);
    expect(store.getState().unreadCount).toBe(after);
  });

  it("two concurrent marks of one notification decrement once", async () => {
    const { store } = setup({ patch: [undefined, undefined] });
    store.getState().receive(note(1));
    store.getState().receive(note(2));
    await Promise.all([store.getState().markRead(1), store.getState().markRead(1)]);
    expect(store.getState().unreadCount).toBe(1);
  });

  it("a failed call changes nothing", async () => {
    const { store } = setup({ patch: [serverError] });
    store.getState().receive(note(1));
    await store.getState().markRead(1);
    expect(store.getState()).toMatchObject({ unreadCount: 1, list: [note(1)] });
  });

  it("an id outside the list refreshes the count from the server", async () => {
    const { store, api } = setup({ patch: [undefined], get: [{ unread_count: 4 }] });
    await store.getState().markRead(77);
    expect(api.get).toHaveBeenCalledWith("/api/notifications/unread-count", { silent: true });
    expect(store.getState().unreadCount).toBe(4);
  });
});

describe("notification store: markAllRead", () => {
  it("PATCH mark-all-read, every item read, count 0", async () => {
    const { store, api } = setup({ patch: [undefined] });
    store.getState().receive(note(1, "2026-01-01"));
    store.getState().receive(note(2));
    store.getState().receive(note(3));
    await store.getState().markAllRead();
    expect(api.patch).toHaveBeenCalledWith("/api/notifications/mark-all-read", undefined, { silent: true });
    expect(store.getState().list.map((n) => n.read_at)).toEqual([NOW, NOW, "2026-01-01"]);
    expect(store.getState().unreadCount).toBe(0);
  });

  it("fails silently and keeps the state", async () => {
    const { store } = setup({ patch: [serverError] });
    store.getState().receive(note(1));
    await store.getState().markAllRead();
    expect(store.getState().unreadCount).toBe(1);
  });
});

describe("notification store: settleRead / settleAllRead (a read form sent to /notifications)", () => {
  it("shows one read at once without an API call, counting it once", () => {
    const { store, api } = setup();
    store.setState({ list: [note(2), note(1)], unreadCount: 2 });
    store.getState().settleRead(1);
    store.getState().settleRead(1);
    expect(api.patch).not.toHaveBeenCalled();
    expect(store.getState().list.map((n) => n.read_at)).toEqual([null, NOW]);
    expect(store.getState().unreadCount).toBe(1);
  });

  it("shows all read and the count 0", () => {
    const { store } = setup();
    store.setState({ list: [note(2), note(1, "2026-11-21T00:00:00.000Z")], unreadCount: 1 });
    store.getState().settleAllRead();
    expect(store.getState().list.map((n) => n.read_at)).toEqual([NOW, "2026-11-21T00:00:00.000Z"]);
    expect(store.getState().unreadCount).toBe(0);
  });
});

describe("notification store: receive (live notification.sent)", () => {
  it.each([
    { name: "new unread", start: [], incoming: note(5), ids: [5], count: 1 },
    { name: "new already read", start: [], incoming: note(5, NOW), ids: [5], count: 0 },
    { name: "prepends", start: [note(1)], incoming: note(2), ids: [2, 1], count: 2 },
    { name: "duplicate id ignored", start: [note(1)], incoming: note(1), ids: [1], count: 1 },
  ])("$name", ({ start, incoming, ids, count }) => {
    const { store } = setup();
    for (const n of start) store.getState().receive(n);
    store.getState().receive(incoming);
    expect(store.getState().list.map((n) => n.id)).toEqual(ids);
    expect(store.getState().unreadCount).toBe(count);
  });

  it("keeps at most 50, dropping the oldest", () => {
    const { store } = setup();
    for (let id = 1; id <= 55; id++) store.getState().receive(note(id));
    const ids = store.getState().list.map((n) => n.id);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe(55);
    expect(ids.at(-1)).toBe(6);
    expect(store.getState().unreadCount).toBe(55);
  });
});

describe("selectRecent (docs/product.md#constants: 10)", () => {
  it.each([
    [0, 0],
    [3, 3],
    [10, 10],
    [25, 10],
  ])("%s items -> %s recent, newest first, stable per list", (n, expected) => {
    const { store } = setup();
    for (let id = 1; id <= n; id++) store.getState().receive(note(id));
    const recent = selectRecent(store.getState());
    expect(recent).toHaveLength(expected);
    if (expected) expect(recent[0]?.id).toBe(n);
    expect(selectRecent(store.getState())).toBe(recent);
  });

  it("reset empties the store", () => {
    const { store } = setup();
    store.getState().receive(note(1));
    store.getState().reset();
    expect(store.getState()).toMatchObject({ list: [], unreadCount: 0, loading: false });
  });
});
