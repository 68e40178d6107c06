import type { Notification } from "@guildforge/contracts";
import { create } from "zustand";
import { type ApiClient, api as defaultApi, type RequestOptions } from "../../../lib/api";
import { NOTIFICATION_LIST_CAP, NOTIFICATION_RECENT_COUNT } from "../../../lib/constants";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";

/** docs/product.md#entities Notification store: list, unreadCount, loading. */
export interface NotificationState {
  list: Notification[];
  unreadCount: number;
  loading: boolean;
  fetch(): Promise<void>;
  fetchUnreadCount(): Promise<void>;
  markRead(id: number): Promise<void>;
  markAllRead(): Promise<void>;
  /** Shows one as read now (its form was sent to the /notifications action): the badge drops by one if it was unread. */
  settleRead(id: number): void;
  /** Shows all as read now (the "Mark all read" form was sent): the badge goes to 0. */
  settleAllRead(): void;
  /** A live `notification.sent` push: newest first, no duplicates, at most 50. */
  receive(notification: Notification): void;
  /** Back to empty (on logout). */
  reset(): void;
}

export interface NotificationStoreDeps {
  api: Pick<ApiClient, "get" | "patch">;
  now: () => string;
}

/** docs/product.md#errors: notification calls fail silently, with no user message. */
const SILENT: RequestOptions = { silent: true };
const empty = { list: [] as Notification[], unreadCount: 0, loading: false };

export function createNotificationStore(
  deps: NotificationStoreDeps = { api: defaultApi, now: () => new Date().toISOString() },
) {
  return create<NotificationState>()((set, get) => ({
    ...empty,

    async fetch() {
      set({ loading: true });
      try {
        const [{ notificationListResponseSchema }, raw] = await Promise.all([
          lazySchemas(),
          deps.api.get("/api/notifications", SILENT),
        ]);
        const body = notificationListResponseSchema.parse(raw);
        set({ list: body.data.notifications.slice(0, NOTIFICATION_LIST_CAP), unreadCount: body.data.unread_count });
      } catch {
        // silent (docs/product.md#errors): the list endpoint stays the source of truth for the next fetch
      } finally {
        set({ loading: false });
      }
    },

    async fetchUnreadCount() {
      try {
        const [{ unreadCountResponseSchema }, raw] = await Promise.all([
          lazySchemas(),
          deps.api.get("/api/notifications/unread-count", SILENT),
        ]);
        const body = unreadCountResponseSchema.parse(raw);
        set({ unreadCount: body.unread_count });
      } catch {}
    },

    async markRead(id) {
      const known = get().list.find((n) => n.id === id);
      if (known?.read_at) return;
      try {
        await deps.api.patch(`/api/notifications/${id}/read`, undefined, SILENT);
      } catch {
        return;
      }
      if (!get().list.some((n) => n.id === id)) {
        await get().fetchUnreadCount(); // not in the list: only the server knows whether it was unread
        return;
      }
      get().settleRead(id);
    },

    async markAllRead() {
      try {
        await deps.api.patch("/api/notifications/mark-all-read", undefined, SILENT);
      } catch {
        return;
      }
      get().settleAllRead();
    },

    settleRead(id) {
      const readAt = deps.now();
      set((state) => {
        const target = state.list.find((n) => n.id === id);
        if (!target || target.read_at) return state; // read meanwhile: never count it twice
        return {
          list: state.list.map((n) => (n.id === id ? { ...n, read_at: readAt } : n)),
          unreadCount: Math.max(0, state.unreadCount - 1),
        };
      });
    },

    settleAllRead() {
      const readAt = deps.now();
      set((state) => ({ list: state.list.map((n) => (n.read_at ? n : { ...n, read_at: readAt })), unreadCount: 0 }));
    },

    receive(notification) {
      set((state) => {
        if (state.list.some((n) => n.id === notification.id)) return state;
        return {
          list: [notification, ...state.list].slice(0, NOTIFICATION_LIST_CAP),
          unreadCount: state.unreadCount + (notification.read_at ? 0 : 1),
        };
      });
    },

    reset() {
      set({ ...empty });
    },
  }));
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;

const recentCache = new WeakMap<Notification[], Notification[]>();

/** The 10 most recent (docs/product.md#constants), stable per list so it is safe as a zustand selector. */
export function selectRecent(state: Pick<NotificationState, "list">): Notification[] {
  let recent = recentCache.get(state.list);
  if (!recent) {
    recent = state.list.slice(0, NOTIFICATION_RECENT_COUNT);
    recentCache.set(state.list, recent);
  }
  return recent;
}
export const selectUnreadCount = (state: Pick<NotificationState, "unreadCount">) => state.unreadCount;

/** The app's notification store. */
export const useNotificationStore = createNotificationStore();
