import type { ChatMessage } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useViewerZone } from "../../../components/time/use-viewer-zone";
import { buttonClasses, cx } from "../../../components/ui";
import { useLocale } from "../../../lib/locale";
import { takeOverClick } from "../lib/plain-click";
import { groupByDay, lastSeenMessageId } from "../lib/thread-days";
import { MessageBubble } from "./message-bubble";

interface ThreadMessagesProps {
  messages: ChatMessage[];
  viewerId: number | null;
  otherName: string;
  hasOlder: boolean;
  /** The thread as far as its older page (`?before=`): what "Load older messages" shows without JavaScript. */
  olderHref: string;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReport: (message: ChatMessage) => void;
  now: string;
}

/**
 * The messages, oldest to newest under day separators. Scrolling to the top loads older pages
 * (and a link does the same from the keyboard; without JavaScript it is the page with the older
 * messages too, `?before=`); the scroll position holds while they are added.
 * Opening a thread shows its newest message, and it stays in view while photos load, the composer
 * grows or the keyboard opens, unless the person has scrolled up to read (decision 522).
 */
export function ThreadMessages(props: ThreadMessagesProps) {
  const { messages, viewerId, otherName, hasOlder, olderHref, loadingOlder, onLoadOlder, onReport, now } = props;
  const { t } = useLingui();
  const zone = useViewerZone();
  const locale = useLocale();
  const scroller = useRef<HTMLElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const firstId = useRef<number | null>(null);
  const lastId = useRef<number | null>(null);
  const fromBottom = useRef(0);
  const content = useRef<HTMLDivElement>(null);
  /** The view is at the newest message (true until the person scrolls up). */
  const atEnd = useRef(true);
  const lastTop = useRef(0);
  const seenId = viewerId === null ? null : lastSeenMessageId(messages, viewerId);

  // Keep the view in place when older messages arrive above; follow new ones at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.id ?? null;
    const last = messages.at(-1)?.id ?? null;
    if (firstId.current === null || lastId.current === null) el.scrollTop = el.scrollHeight;
    else if (first !== firstId.current && last === lastId.current) el.scrollTop = el.scrollHeight - fromBottom.current;
    else if (last !== lastId.current && fromBottom.current < el.clientHeight + 160) el.scrollTop = el.scrollHeight;
    firstId.current = first;
    lastId.current = last;
  }, [messages]);

  // Photos that load, a taller composer or a shorter window change the sizes after that: follow them.
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasOlder || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onLoadOlder();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, onLoadOlder]);

  const days = groupByDay(messages, now, zone, locale, { today: t`Today`, yesterday: t`Yesterday` });
  return (
    <section
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
      onScroll={(e) => {
        const el = e.currentTarget;
        fromBottom.current = el.scrollHeight - el.scrollTop;
        // Only the person scrolling up leaves the end: a photo that grew the list before this event
        // (scrollTop unchanged) must not, or the view would stop following it.
        if (el.scrollHeight - el.scrollTop - el.clientHeight < 48) atEnd.current = true;
        else if (el.scrollTop < lastTop.current) atEnd.current = false;
        lastTop.current = el.scrollTop;
      }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={t`Messages with ${otherName}`}
    >
      <div ref={content}>
        {hasOlder ? (
          <div ref={sentinel} className="mb-4 flex justify-center">
            <a
              href={olderHref}
              className={cx(buttonClasses("ghost", "sm"), loadingOlder && "pointer-events-none text-iron-400")}
              aria-disabled={loadingOlder || undefined}
              onClick={(e) => takeOverClick(e, () => (loadingOlder ? undefined : onLoadOlder()))}
            >
              {loadingOlder ? t`Loading older messages…` : t`Load older messages`}
            </a>
          </div>
        ) : messages.length ? (
          <p className="mb-4 text-center text-xs text-iron-400">
            <Trans>
              This is the start of your conversation with <span data-user-content="">{otherName}</span>.
            </Trans>
          </p>
        ) : null}
        {days.map((day) => (
          <section key={day.day} aria-label={day.label}>
            <div
              className="my-4 flex items-center gap-3 text-xs font-semibold tracking-wide text-iron-400 uppercase"
              aria-hidden="true"
            >
              <span className="h-px flex-1 bg-iron-800" />
              {day.label}
              <span className="h-px flex-1 bg-iron-800" />
            </div>
            <ul className="space-y-3">
              {day.messages.map((m) => (
                <MessageBubble
                  key={m.id}
                  message={m}
                  mine={m.sender_id === viewerId}
                  senderName={otherName}
                  seen={m.id === seenId}
                  onReport={onReport}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
