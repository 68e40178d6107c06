import type { ChatMessage, Conversation } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { MessagesSquare } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useActionData, useLocation } from "react-router";
import { cx } from "../../../components/ui";
import { pageLink } from "../lib/plain-click";
import { type InboxPage, type OpenThread, useMessagesStore } from "../stores/messages-store";
import { ConversationList } from "./conversation-list";
import type { Person } from "./new-message";
import { StartRefused } from "./start-refused";
import { ThreadPane } from "./thread-pane";

interface InboxProps {
  /** The signed-in user (null until the browser knows them). */
  viewerId: number | null;
  /** Whether their email is verified (starting a conversation needs it, decision 506). */
  viewerVerified?: boolean;
  q: string;
  page: InboxPage;
  /** "New message" without JavaScript (`?new=1`): the instructors the server found. */
  instructors?: Person[] | null;
  thread: { messages: ChatMessage[]; nextCursor: string | null; conversation: Conversation } | null;
}

/**
 * /messages: two panes on desktop (list and thread); on phones the list, or the thread with a
 * back button. The server-rendered data seeds the messages store, which live events then update.
 */
export function Inbox({
  viewerId,
  viewerVerified = true,
  q,
  page,
  instructors = null,
  thread: loadedThread,
}: InboxProps) {
  const { t } = useLingui();
  const [synced, setSynced] = useState(false);
  const [now, setNow] = useState(() => new Date().toISOString());
  const store = useMessagesStore();
  const openId = loadedThread?.conversation.id ?? null;

  useEffect(() => {
    const s = useMessagesStore.getState();
    if (viewerId !== null) s.setViewer(viewerId);
    s.showList(page, q);
    setSynced(true);
    setNow(new Date().toISOString());
  }, [page, q, viewerId]);

  useEffect(() => {
    const s = useMessagesStore.getState();
    s.showThread(loadedThread);
    if (loadedThread) void s.markOpenRead();
    return () => useMessagesStore.getState().showThread(null);
  }, [loadedThread]);

  // Back to a hidden tab with the thread open: what arrived meanwhile is read now.
  useEffect(() => {
    if (openId === null) return;
    const onVisible = () => {
      const s = useMessagesStore.getState();
      if (document.visibilityState === "visible" && (s.thread?.conversation.unread_count ?? 0) > 0)
        void s.markOpenRead();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [openId]);

  const conversations = synced ? store.conversations : page.conversations;
  const thread: OpenThread | null =
    store.thread && store.thread.conversation.id === openId
      ? store.thread
      : loadedThread
        ? { ...loadedThread, loadingOlder: false }
        : null;
  const loadOlder = useCallback(() => void useMessagesStore.getState().loadOlder(), []);
  const loadMore = useCallback(() => void useMessagesStore.getState().loadMoreConversations(), []);
  // A first message refused without JavaScript comes back here (its form posts to /messages).
  const answer = useActionData() as { intent?: string } | undefined;
  const refusedStart = !thread && answer?.intent === "start";
  const location = useLocation();
  const listCursor = synced ? store.listCursor : page.nextCursor;
  const backHref = q ? `/messages?q=${encodeURIComponent(q)}` : "/messages";

  return (
    <div className="mx-auto w-full max-w-7xl px-0 sm:px-4 sm:py-4 lg:px-6">
      <div
        data-inbox
        className="grid h-[calc(100dvh-4rem)] overflow-hidden border-iron-800 bg-iron-950 sm:h-[calc(100dvh-6rem)] sm:rounded-xl sm:border grid-cols-1 lg:grid-cols-[22rem_minmax(0,1fr)]"
      >
        <section
          aria-label={t`Conversations`}
          className={cx(
            "min-h-0 min-w-0 border-iron-800 bg-iron-900/40 lg:block lg:border-r",
            thread || refusedStart ? "hidden" : "block",
          )}
        >
          <ConversationList
            conversations={conversations}
            activeId={openId}
            viewerId={viewerId}
            q={q}
            now={now}
            hasMore={listCursor !== null}
            moreHref={pageLink(location.pathname, location.search, "cursor", listCursor)}
            loadingMore={store.loadingMore}
            loadMoreProblem={store.loadMoreProblem}
            onLoadMore={loadMore}
            viewerVerified={viewerVerified}
            instructors={instructors}
          />
        </section>
        {/* The list (and its heading) is hidden on a phone while a thread is open: the page keeps its h1. */}
        {thread || refusedStart ? (
          <h1 className="sr-only lg:hidden">
            <Trans>Messages</Trans>
          </h1>
        ) : null}
        <section
          aria-label={t`Conversation`}
          className={cx("min-h-0 min-w-0", thread || refusedStart ? "block" : "hidden lg:block")}
        >
          {thread ? (
            <ThreadPane
              thread={thread}
              viewerId={viewerId}
              backHref={backHref}
              now={now}
              onLoadOlder={loadOlder}
              onSent={({ conversation, message }) => useMessagesStore.getState().sent(conversation, message)}
              onChanged={(c) => useMessagesStore.getState().updateConversation(c)}
            />
          ) : refusedStart ? (
            <div className="h-full overflow-y-auto">
              <StartRefused />
            </div>
          ) : (
            <div className="flex h-full flex-col items-center justify-center px-8 text-center">
              <MessagesSquare className="size-12 text-ember-300/70" aria-hidden="true" />
              <p className="mt-4 font-display text-2xl font-semibold text-iron-100">
                <Trans>Your messages</Trans>
              </p>
              <p className="mt-2 max-w-sm text-iron-300">
                <Trans>Choose a conversation to read it. New messages arrive here as they are sent.</Trans>
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
