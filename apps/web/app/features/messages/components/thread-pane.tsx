import type { ChatMessage, Conversation } from "@guildforge/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import type { OpenThread } from "../stores/messages-store";
import { Composer } from "./composer";
import { ReportDialog } from "./report-dialog";
import { ThreadHeader } from "./thread-header";
import { ThreadMessages } from "./thread-messages";

interface ThreadPaneProps {
  thread: OpenThread;
  viewerId: number | null;
  backHref: string;
  now: string;
  onLoadOlder: () => void;
  onSent: (result: { conversation: Conversation; message: ChatMessage }) => void;
  onChanged: (conversation: Conversation) => void;
}

/** The newest message from the other person that arrived while the thread was open, for screen readers. */
function useArrivalAnnouncement(messages: ChatMessage[], viewerId: number | null, name: string) {
  const [text, setText] = useState("");
  const lastId = useRef(messages.at(-1)?.id);
  useEffect(() => {
    const last = messages.at(-1);
    if (!last || last.id === lastId.current) return;
    lastId.current = last.id;
    if (last.sender_id !== viewerId) setText(`New message from ${name}: ${last.body || "a photo"}`);
  }, [messages, viewerId, name]);
  return text;
}

/** The right pane (the whole page on phones): header, messages, and the composer or why there is none. */
export function ThreadPane({ thread, viewerId, backHref, now, onLoadOlder, onSent, onChanged }: ThreadPaneProps) {
  const c = thread.conversation;
  const heading = useRef<HTMLHeadingElement>(null);
  const [report, setReport] = useState<
    { message_id: number } | { conversation_id: number; reported_user_id: number } | null
  >(null);
  const announcement = useArrivalAnnouncement(thread.messages, viewerId, c.other.name);
  const reportMessage = useCallback((m: ChatMessage) => setReport({ message_id: m.id }), []);

  // Switching panes moves focus to the thread's heading (the person's name).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another conversation opens
  useEffect(() => {
    if (document.activeElement !== document.body && document.activeElement?.closest("[data-inbox]"))
      heading.current?.focus();
  }, [c.id]);

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="thread">
      <ThreadHeader
        conversation={c}
        backHref={backHref}
        headingRef={heading}
        onChanged={onChanged}
        onReport={() => setReport({ conversation_id: c.id, reported_user_id: c.other.id })}
      />
      <ThreadMessages
        messages={thread.messages}
        viewerId={viewerId}
        otherName={c.other.name}
        hasOlder={thread.nextCursor !== null}
        loadingOlder={thread.loadingOlder}
        onLoadOlder={onLoadOlder}
        onReport={reportMessage}
        now={now}
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {c.blocked_by_me ? (
        <p
          className="border-t border-iron-800 bg-iron-900/80 px-4 py-4 text-center text-sm text-iron-300"
          data-testid="blocked-note"
        >
          You blocked {c.other.name}. Unblock to send messages.
        </p>
      ) : !c.can_send ? (
        <p
          className="border-t border-iron-800 bg-iron-900/80 px-4 py-4 text-center text-sm text-iron-300"
          data-testid="cannot-send-note"
        >
          You can't message this person.
        </p>
      ) : (
        <Composer key={c.id} conversationId={c.id} onSent={onSent} />
      )}
      {report ? (
        <ReportDialog target={report} otherName={c.other.name} open onOpenChange={(open) => !open && setReport(null)} />
      ) : null}
    </div>
  );
}
