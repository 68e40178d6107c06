import type { Conversation } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { MessagesSquare, Search } from "lucide-react";
import { Form } from "react-router";
import { ConversationRow } from "./conversation-row";
import { NewMessage, NewMessageInPage, type Person } from "./new-message";
import { ShowMoreConversations } from "./show-more-conversations";

interface ConversationListProps {
  conversations: Conversation[];
  activeId: number | null;
  viewerId: number | null;
  q: string;
  now: string;
  /** The list has a next page (meta.next_cursor). */
  hasMore?: boolean;
  loadingMore?: boolean;
  loadMoreProblem?: string | null;
  onLoadMore?: () => void;
  /** The page with the list as far as its next page (`?cursor=`), for "Show more conversations" without JavaScript. */
  moreHref?: string;
  /** Whether the viewer's email is verified ("New message" shows the verify notice otherwise). */
  viewerVerified?: boolean;
  /** "New message" without JavaScript (`?new=1`): the instructors the server found. */
  instructors?: Person[] | null;
}

/** The left pane: the page's heading and "New message", search by name or class, then the conversations, newest activity first. */
export function ConversationList(props: ConversationListProps) {
  const { t } = useLingui();
  const { conversations, activeId, viewerId, q, now } = props;
  const { hasMore = false, loadingMore = false, loadMoreProblem = null, onLoadMore = () => undefined } = props;
  const { moreHref = "/messages" } = props;
  const { viewerVerified = true, instructors = null } = props;
  const suffix = q ? `?q=${encodeURIComponent(q)}` : "";
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b border-iron-800 p-3">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h1 className="font-display text-2xl font-semibold text-iron-100">
            <Trans>Messages</Trans>
          </h1>
          <NewMessage viewerId={viewerId} viewerVerified={viewerVerified} />
        </div>
        <NewMessageInPage viewerId={viewerId} viewerVerified={viewerVerified} instructors={instructors} />
        <Form method="get" action="/messages" role="search" className="relative">
          <label htmlFor="messages-search" className="sr-only">
            <Trans>Search by name or class</Trans>
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-iron-400"
            aria-hidden="true"
          />
          <input
            id="messages-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder={t`Search by name or class`}
            className="h-10 w-full rounded-md border border-iron-700 bg-iron-900 pr-3 pl-9 text-sm text-iron-100 placeholder:text-iron-400 focus:border-ember-400 focus:outline-2 focus:outline-ember-300/40"
          />
        </Form>
      </div>
      {conversations.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center px-6 py-12 text-center">
          <MessagesSquare className="size-10 text-ember-300" aria-hidden="true" />
          <p className="mt-3 font-display text-xl font-semibold text-iron-100">
            {q ? t`No conversations match` : t`No messages yet`}
          </p>
          <p className="mt-1 max-w-xs text-sm text-iron-300">
            {q
              ? t`Try another name or class title.`
              : t`Questions about a class? Use “Message the instructor” on any class page and the conversation appears here.`}
          </p>
        </div>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ul className="divide-y divide-iron-800/70" aria-label={t`Conversations`}>
            {conversations.map((c) => (
              <ConversationRow
                key={c.id}
                conversation={c}
                active={c.id === activeId}
                viewerId={viewerId}
                href={`/messages/${c.id}${suffix}`}
                now={now}
              />
            ))}
          </ul>
          {hasMore ? (
            <ShowMoreConversations
              href={moreHref}
              loading={loadingMore}
              problem={loadMoreProblem}
              onLoadMore={onLoadMore}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
