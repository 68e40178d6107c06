import type { ChatMessage, Conversation } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { useActionData, useLocation, useSearchParams } from "react-router";
import { pageLink } from "../lib/plain-click";
import type { OpenThread } from "../stores/messages-store";
import { Composer } from "./composer";
import { ReportDialog, reportWording } from "./report-dialog";
import { type ReportAnswer, ReportForm, type ReportTarget } from "./report-form";
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
  const { t } = useLingui();
  const [text, setText] = useState("");
  const lastId = useRef(messages.at(-1)?.id);
  useEffect(() => {
    const last = messages.at(-1);
    if (!last || last.id === lastId.current) return;
    lastId.current = last.id;
    if (last.sender_id !== viewerId)
      setText(last.body ? t`New message from ${name}: ${last.body}` : t`New message from ${name}: a photo`);
  }, [messages, viewerId, name, t]);
  return text;
}

/**
 * The report form in the thread's flow (without JavaScript the report buttons ask for the page
 * with `?report=message-{id}` or `?report=conversation`; decision 535), and again with its errors
 * and what was typed when the thread's action refused it.
 */
function useInlineReport(c: Conversation): { target: ReportTarget; lastResult: ReportAnswer["result"] } | null {
  const [search] = useSearchParams();
  const answer = useActionData() as ReportAnswer | undefined;
  const refused = answer?.intent === "report" && answer.result ? answer : null;
  const asked = refused?.report ?? search.get("report");
  if (!asked) return null;
  const lastResult = refused?.result ?? null;
  if (asked === "conversation") {
    return { target: { conversation_id: c.id, reported_user_id: c.other.id }, lastResult };
  }
  const id = Number(/^message-(\d{1,10})$/.exec(asked)?.[1]);
  return id > 0 ? { target: { message_id: id }, lastResult } : null;
}

/** The right pane (the whole page on phones): header, messages, and the composer or why there is none. */
export function ThreadPane({ thread, viewerId, backHref, now, onLoadOlder, onSent, onChanged }: ThreadPaneProps) {
  const c = thread.conversation;
  const { i18n } = useLingui();
  const name = c.other.name;
  const heading = useRef<HTMLHeadingElement>(null);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const inline = useInlineReport(c);
  const announcement = useArrivalAnnouncement(thread.messages, viewerId, c.other.name);
  const location = useLocation();
  const olderHref = pageLink(`/messages/${c.id}`, location.search, "before", thread.nextCursor);
  const reportMessage = useCallback((m: ChatMessage) => setReport({ message_id: m.id }), []);
  const closeReport = useCallback((open: boolean) => {
    if (!open) setReport(null);
  }, []);

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
        olderHref={olderHref}
        loadingOlder={thread.loadingOlder}
        onLoadOlder={onLoadOlder}
        onReport={reportMessage}
        now={now}
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {inline ? (
        <section
          id="report-form"
          aria-labelledby="report-form-title"
          className="max-h-[60%] shrink-0 space-y-3 overflow-y-auto border-t border-iron-800 bg-iron-900 p-4"
        >
          <h3 id="report-form-title" className="font-semibold text-iron-100">
            {reportWording(inline.target, c.other.name, i18n).title}
          </h3>
          <p className="text-sm text-iron-300">{reportWording(inline.target, c.other.name, i18n).description}</p>
          <ReportForm conversationId={c.id} target={inline.target} place="inline" lastResult={inline.lastResult} />
        </section>
      ) : null}
      {c.blocked_by_me ? (
        <p
          className="border-t border-iron-800 bg-iron-900/80 px-4 py-4 text-center text-sm text-iron-300"
          data-testid="blocked-note"
        >
          <Trans>You blocked {name}. Unblock to send messages.</Trans>
        </p>
      ) : !c.can_send ? (
        <p
          className="border-t border-iron-800 bg-iron-900/80 px-4 py-4 text-center text-sm text-iron-300"
          data-testid="cannot-send-note"
        >
          <Trans>You can't message this person.</Trans>
        </p>
      ) : (
        <Composer key={c.id} conversationId={c.id} onSent={onSent} />
      )}
      {report ? (
        <ReportDialog conversationId={c.id} target={report} otherName={c.other.name} open onOpenChange={closeReport} />
      ) : null}
    </div>
  );
}
