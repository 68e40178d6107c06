import type { Conversation } from "@guildforge/contracts";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useViewerZone } from "../../../components/time/use-viewer-zone";
import { Avatar, cx } from "../../../components/ui";
import { useLocale } from "../../../lib/locale";
import { formatListTime } from "../lib/thread-days";

interface ConversationRowProps {
  conversation: Conversation;
  active: boolean;
  viewerId: number | null;
  href: string;
  now: string;
}

/** One row of the list: the other person, the class, the last message, its time and the unread count. */
export function ConversationRow({ conversation: c, active, viewerId, href, now }: ConversationRowProps) {
  const { t } = useLingui();
  const unread = c.unread_count > 0;
  const last = c.last_message;
  const zone = useViewerZone();
  const locale = useLocale();
  return (
    <li>
      <Link
        to={href}
        aria-current={active ? "page" : undefined}
        className={cx(
          "flex gap-3 border-l-3 px-4 py-3 transition-colors hover:bg-iron-850 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ember-300",
          active ? "border-ember-400 bg-iron-850" : "border-transparent",
        )}
        data-testid="conversation-row"
      >
        <Avatar url={c.other.avatar_url} className="size-11" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <span
              className={cx("truncate", unread ? "font-bold text-iron-50" : "font-semibold text-iron-100")}
              data-user-content=""
            >
              {c.other.name}
            </span>
            {last ? (
              <time dateTime={last.sent_at} className="shrink-0 text-xs text-iron-400">
                {zone ? formatListTime(last.sent_at, now, zone, locale) : null}
              </time>
            ) : null}
          </div>
          {c.class ? (
            <p className="truncate text-xs font-medium text-ember-300" data-user-content="">
              {c.class.title}
            </p>
          ) : null}
          <div className="mt-0.5 flex items-center justify-between gap-2">
            <p className={cx("truncate text-sm", unread ? "text-iron-100" : "text-iron-400")}>
              {last ? (
                <>
                  {last.sender_id === viewerId ? `${t`You:`} ` : ""}
                  <span data-user-content="">{last.excerpt}</span>
                </>
              ) : (
                t`No messages yet`
              )}
            </p>
            {unread ? (
              <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-ember-500 px-1.5 text-xs font-bold text-ember-ink">
                {c.unread_count}
                <span className="sr-only"> {t`unread`}</span>
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}
