import type { Notification } from "@guildforge/contracts";
import { Trans } from "@lingui/react/macro";
import { Link, useFetcher } from "react-router";
import { LocalTime } from "../../../components/time/local-time";
import { cx } from "../../../components/ui";
import { useNotificationStore } from "../stores/notification-store";
import { MarkedContent } from "./marked-content";
import { ReadForm } from "./read-form";

interface NotificationItemProps {
  notification: Notification;
  /** Marks it read on opening its link (the "Mark read" button is a form to /notifications). */
  onRead(id: number): void;
  /** After following its link (e.g. close the bell's popover). */
  onNavigate?(): void;
  compact?: boolean;
}

/** One notification: unread ones are highlighted; the title links to its target (data.url). */
export function NotificationItem({ notification: n, onRead, onNavigate, compact }: NotificationItemProps) {
  const unread = n.read_at === null;
  const fetcher = useFetcher();
  const url = n.data.url;
  const titleClasses = cx("font-semibold", unread ? "text-iron-100" : "text-iron-300");
  const title = <MarkedContent text={n.title} content={n.content} />;
  return (
    <li
      className={cx(
        "relative flex gap-3 border-l-4",
        compact ? "px-3 py-2.5" : "px-4 py-4 sm:px-5",
        unread ? "border-ember-500 bg-ember-950/40" : "border-transparent",
      )}
      data-testid="notification-item"
      data-unread={unread ? "true" : "false"}
    >
      <div className="min-w-0 flex-1">
        <p className={cx(compact ? "text-sm" : "text-base", "flex items-center gap-2")}>
          {unread ? (
            <span className="sr-only">
              <Trans>Unread:</Trans>{" "}
            </span>
          ) : null}
          {url ? (
            <Link
              to={url}
              className={cx(
                titleClasses,
                "underline-offset-4 hover:text-ember-300 hover:underline focus-visible:outline-3 focus-visible:outline-ember-300",
              )}
              onClick={() => {
                if (unread) onRead(n.id);
                onNavigate?.();
              }}
            >
              {title}
            </Link>
          ) : (
            <span className={titleClasses}>{title}</span>
          )}
        </p>
        <p className={cx("mt-1 text-iron-300", compact ? "line-clamp-2 text-sm" : "text-sm sm:text-base")}>
          <MarkedContent text={n.message} content={n.content} />
        </p>
        <p className="mt-1.5 text-xs text-iron-400">
          <LocalTime iso={n.created_at} />
        </p>
      </div>
      {unread ? (
        <ReadForm
          fetcher={fetcher}
          intent="read"
          id={n.id}
          onSend={() => useNotificationStore.getState().settleRead(n.id)}
          className="shrink-0 self-start"
        >
          <button
            type="submit"
            className="h-8 rounded-md px-2 text-xs font-semibold text-ember-300 hover:bg-iron-800 focus-visible:outline-3 focus-visible:outline-ember-300"
          >
            <Trans>Mark read</Trans>
            <span className="sr-only">: {title}</span>
          </button>
        </ReadForm>
      ) : null}
    </li>
  );
}
