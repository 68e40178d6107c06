import { Trans, useLingui } from "@lingui/react/macro";
import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { buttonClasses, CountBadge } from "../../../components/ui";
import { selectRecent, selectUnreadCount, useNotificationStore } from "../stores/notification-store";
import { useUnreadLabel } from "./badge-count";
import { NotificationItem } from "./notification-item";
import { ReadForm } from "./read-form";

/** Header bell: the unread badge and a popover with the 10 most recent (docs/product.md#constants), mark all read. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useNotificationStore(selectUnreadCount);
  const recent = useNotificationStore(selectRecent);
  const { markRead, settleAllRead } = useNotificationStore.getState();
  const readAll = useFetcher();
  const close = () => setOpen(false);
  const { t } = useLingui();
  const unreadLabel = useUnreadLabel();

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={buttonClasses("ghost", "sm", "relative w-9 px-0")} data-testid="notification-bell">
        <Bell aria-hidden="true" />
        <span className="sr-only">
          <Trans>Notifications</Trans>
        </span>
        <CountBadge count={unread} label={unreadLabel(unread)} data-testid="notification-badge" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={t`Recent notifications`}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1.5rem))] flex-col rounded-lg border border-iron-700 bg-iron-900 shadow-card"
        >
          <div className="flex items-center justify-between gap-3 border-b border-iron-800 px-3 py-2.5">
            <h2 className="font-display text-lg font-semibold text-iron-100">
              <Trans>Notifications</Trans>
            </h2>
            <ReadForm fetcher={readAll} intent="read-all" onSend={settleAllRead}>
              <button
                type="submit"
                disabled={unread === 0}
                className="rounded-md px-2 py-1 text-sm font-semibold text-ember-300 hover:bg-iron-800 focus-visible:outline-3 focus-visible:outline-ember-300 disabled:cursor-not-allowed disabled:text-iron-400 disabled:hover:bg-transparent"
              >
                <Trans>Mark all read</Trans>
              </button>
            </ReadForm>
          </div>
          {recent.length === 0 ? (
            <p className="px-3 py-8 text-center text-sm text-iron-300">
              <Trans>No notifications yet.</Trans>
            </p>
          ) : (
            <ul className="flex-1 divide-y divide-iron-800 overflow-y-auto" aria-label={t`Recent notifications`}>
              {recent.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  compact
                  onRead={(id) => void markRead(id)}
                  onNavigate={close}
                />
              ))}
            </ul>
          )}
          <div className="border-t border-iron-800 p-2">
            <Link to="/notifications" onClick={close} className={buttonClasses("secondary", "sm", "w-full")}>
              <Trans>View all notifications</Trans>
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
