import type { ChatMessage, Conversation, MessageReadEvent, MessageSentEvent } from "@guildforge/contracts";
import { create } from "zustand";
import { showInline } from "../../../lib/api";
import { fetchUnreadMessageCount } from "../api/fetch-unread-count";
import type { listConversations } from "../api/list-conversations";
import type { loadThread } from "../api/load-thread";

export interface OpenThread {
  conversation: Conversation;
  /** Oldest first. */
  messages: ChatMessage[];
  /** Cursor of the next older page; null at the start of the conversation. */
  nextCursor: string | null;
  loadingOlder: boolean;
}

export interface InboxPage {
  conversations: Conversation[];
  nextCursor: string | null;
  unreadTotal: number;
}

export interface MessagesState {
  /** Who reads: decides alignment, "Seen" and which messages count as unread. */
  viewerId: number | null;
  conversations: Conversation[];
  /** Cursor of the list's next page (meta.next_cursor); null when every conversation is shown. */
  listCursor: string | null;
  /** The list's search (`q`), kept for its next pages. */
  listQuery: string;
  loadingMore: boolean;
  /** Set when the next page failed to load. */
  loadMoreProblem: string | null;
  unreadTotal: number;
  thread: OpenThread | null;
  setViewer(id: number | null): void;
  showList(page: InboxPage, q?: string): void;
  /** Appends the list's next page (same search), once at a time. */
  loadMoreConversations(): Promise<void>;
  showThread(thread: { messages: ChatMessage[]; nextCursor: string | null; conversation: Conversation } | null): void;
  loadOlder(): Promise<void>;
  /** The viewer's own send succeeded. */
  sent(conversation: Conversation, message: ChatMessage): void;
  /** The conversation changed (blocked, unblocked). */
  updateConversation(conversation: Conversation): void;
  /** A live `message.sent` (the viewer's own sends arrive too, from other tabs). */
  receive(event: MessageSentEvent): void;
  /** A live `message.read`. */
  receiveRead(event: MessageReadEvent): void;
  /** Marks the open thread read (opening it, or a message arriving while it is open). */
  markOpenRead(): Promise<void>;
  fetchUnread(): Promise<void>;
  reset(): void;
}

export interface MessagesStoreDeps {
  fetchUnread: () => Promise<number>;
  markRead: (conversationId: number) => Promise<unknown>;
  loadThread: typeof loadThread;
  listConversations: typeof listConversations;
  /** Whether the person can see the page now (a hidden tab does not read what arrives). */
  isVisible: () => boolean;
}

/** The header badge and the live bindings use this store on every page: the schema-parsing calls load on first use (decision 044). */
const defaultDeps: MessagesStoreDeps = {
  fetchUnread: fetchUnreadMessageCount,
  markRead: (id) => import("../api/mark-conversation-read").then((m) => m.markConversationRead(id)),
  loadThread: (id, cursor) => import("../api/load-thread").then((m) => m.loadThread(id, cursor)),
  listConversations: (query) => import("../api/list-conversations").then((m) => m.listConversations(query)),
  isVisible: () => typeof document === "undefined" || document.visibilityState === "visible",
};

const EXCERPT_LENGTH = 140;
const excerptOf = (m: ChatMessage) => (m.body.trim() ? m.body.slice(0, EXCERPT_LENGTH) : "Photo");

function withMessage(conversation: Conversation, message: ChatMessage, unreadBump: number): Conversation {
  return {
    ...conversation,
    last_message: { excerpt: excerptOf(message), sender_id: message.sender_id, sent_at: message.sent_at },
    updated_at: message.sent_at,
    unread_count: conversation.unread_count + unreadBump,
  };
}

const appendOnce = (messages: ChatMessage[], message: ChatMessage) =>
  messages.some((m) => m.id === message.id) ? messages : [...messages, message];

const empty = {
  conversations: [],
  listCursor: null,
  listQuery: "",
  loadingMore: false,
  loadMoreProblem: null,
  unreadTotal: 0,
  thread: null,
};

export function createMessagesStore(deps: MessagesStoreDeps = defaultDeps) {
  return create<MessagesState>()((set, get) => ({
    viewerId: null,
    ...empty,

    setViewer(id) {
      if (get().viewerId !== id) set({ viewerId: id, ...empty });
    },

    showList(page, q = "") {
      set({
        conversations: page.conversations,
        listCursor: page.nextCursor,
        listQuery: q,
        loadingMore: false,
        loadMoreProblem: null,
        unreadTotal: page.unreadTotal,
      });
    },

    async loadMoreConversations() {
      const { listCursor: cursor, listQuery: q, loadingMore } = get();
      if (!cursor || loadingMore) return;
      set({ loadingMore: true, loadMoreProblem: null });
      try {
        const page = await deps.listConversations({ q, cursor });
        set((s) => {
          // a new search (or a refreshed list) replaced the list meanwhile: this page is stale
          if (s.listCursor !== cursor || s.listQuery !== q) return s;
          const known = new Set(s.conversations.map((c) => c.id));
          return {
            conversations: [...s.conversations, ...page.data.filter((c) => !known.has(c.id))],
            listCursor: page.meta.next_cursor,
            loadingMore: false,
          };
        });
      } catch (error) {
        showInline(error); // "More conversations did not load" is shown under the list, not toasted as well
        set((s) =>
          s.listCursor === cursor
            ? { loadingMore: false, loadMoreProblem: "More conversations did not load. Please try again." }
            : s,
        );
      }
    },

    showThread(thread) {
      set({ thread: thread ? { ...thread, loadingOlder: false } : null });
    },

    async loadOlder() {
      const thread = get().thread;
      if (!thread?.nextCursor || thread.loadingOlder) return;
      set({ thread: { ...thread, loadingOlder: true } });
      const id = thread.conversation.id;
      try {
        const page = await deps.loadThread(id, thread.nextCursor);
        set((s) => {
          if (s.thread?.conversation.id !== id) return s;
          const known = new Set(s.thread.messages.map((m) => m.id));
          const older = page.data.filter((m) => !known.has(m.id));
          return {
            thread: {
              ...s.thread,
              messages: [...older, ...s.thread.messages],
              nextCursor: page.meta.next_cursor,
              loadingOlder: false,
            },
          };
        });
      } catch {
        set((s) => (s.thread?.conversation.id === id ? { thread: { ...s.thread, loadingOlder: false } } : s));
      }
    },

    sent(conversation, message) {
      set((s) => ({
        conversations: [conversation, ...s.conversations.filter((c) => c.id !== conversation.id)],
        thread:
          s.thread?.conversation.id === conversation.id
            ? { ...s.thread, conversation, messages: appendOnce(s.thread.messages, message) }
            : s.thread,
      }));
    },

    updateConversation(conversation) {
      set((s) => ({
        conversations: s.conversations.map((c) => (c.id === conversation.id ? conversation : c)),
        thread: s.thread?.conversation.id === conversation.id ? { ...s.thread, conversation } : s.thread,
      }));
    },

    receive({ conversation_id, message }) {
      const { sender: _sender, ...plain } = message;
      const state = get();
      const fromOther = plain.sender_id !== state.viewerId;
      const open = state.thread?.conversation.id === conversation_id;
      const duplicate = open && state.thread?.messages.some((m) => m.id === plain.id);
      if (duplicate) return;
      const readNow = open && fromOther && deps.isVisible();
      const bump = fromOther && !readNow ? 1 : 0;
      const row = state.conversations.find((c) => c.id === conversation_id);
      set((s) => ({
        conversations: row
          ? [withMessage(row, plain, bump), ...s.conversations.filter((c) => c.id !== conversation_id)]
          : s.conversations,
        unreadTotal: s.unreadTotal + bump,
        thread:
          s.thread && open
            ? {
                ...s.thread,
                messages: appendOnce(s.thread.messages, plain),
                conversation: withMessage(s.thread.conversation, plain, bump),
              }
            : s.thread,
      }));
      if (!row && state.conversations.length > 0) {
        // a conversation the list has not shown yet: the list endpoint knows its person and class
        void deps
          .listConversations({ q: state.listQuery })
          .then((page) =>
            set({
              conversations: page.data,
              listCursor: page.meta.next_cursor,
              loadingMore: false,
              unreadTotal: page.meta.unread_total,
            }),
          )
          .catch(() => undefined);
      }
      if (readNow) void get().markOpenRead();
    },

    receiveRead({ conversation_id, reader_id, read_at }) {
      const state = get();
      if (reader_id === state.viewerId) {
        // read in another tab of the viewer
        set((s) => ({
          conversations: s.conversations.map((c) => (c.id === conversation_id ? { ...c, unread_count: 0 } : c)),
        }));
        void get().fetchUnread();
        return;
      }
      set((s) => {
        if (s.thread?.conversation.id !== conversation_id) return s;
        const messages = s.thread.messages.map((m) =>
          m.sender_id !== reader_id && m.read_at === null && m.sent_at <= read_at ? { ...m, read_at } : m,
        );
        return { thread: { ...s.thread, messages } };
      });
    },

    async markOpenRead() {
      const thread = get().thread;
      if (!thread) return;
      const id = thread.conversation.id;
      const row = get().conversations.find((c) => c.id === id);
      const unread = row?.unread_count ?? thread.conversation.unread_count;
      set((s) => ({
        conversations: s.conversations.map((c) => (c.id === id ? { ...c, unread_count: 0 } : c)),
        unreadTotal: Math.max(0, s.unreadTotal - unread),
        thread:
          s.thread?.conversation.id === id
            ? { ...s.thread, conversation: { ...s.thread.conversation, unread_count: 0 } }
            : s.thread,
      }));
      try {
        await deps.markRead(id);
      } catch {
        // silent: the next count fetch tells the truth
      }
      await get().fetchUnread();
    },

    async fetchUnread() {
      try {
        set({ unreadTotal: await deps.fetchUnread() });
      } catch {}
    },

    reset() {
      set({ viewerId: null, ...empty });
    },
  }));
}

export type MessagesStore = ReturnType<typeof createMessagesStore>;

/** The app's messages store (list, open thread, unread badge). */
export const useMessagesStore = createMessagesStore();
