import type { Notification } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { BellOff, CheckCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonClasses, EmptyState } from "../../../components/ui";
import { useNotificationStore } from "../stores/notification-store";
import { useUnreadLabel } from "./badge-count";
import { NotificationItem } from "./notification-item";
import { ReadForm } from "./read-form";

interface NotificationCentreProps {
  /** The server-rendered list (loader, in-process GET /api/notifications). */
  initial: { notifications: Notification[]; unread_count: number };
}

/**
 * The /notifications list: up to 50, newest first, unread highlighted, mark one or all read.
 * Renders the loader's list on the server and during hydration, then the store (seeded from it
 * in an effect, kept live by notification.sent).
 */
export function NotificationCentre({ initial }: NotificationCentreProps) {
  const [seeded, setSeeded] = useState(false);
  const storeList = useNotificationStore((s) => s.list);
  const storeUnread = useNotificationStore((s) => s.unreadCount);
  const { markRead, settleAllRead } = useNotificationStore.getState();
  const readAll = useFetcher();
  const { t } = useLingui();
  const unreadLabel = useUnreadLabel();

  useEffect(() => {
    useNotificationStore.setState({ list: initial.notifications, unreadCount: initial.unread_count });
    setSeeded(true);
  }, [initial]);

  const list = seeded ? storeList : initial.notifications;
  const unread = seeded ? storeUnread : initial.unread_count;

  return (
    <section aria-labelledby="notification-list-heading" className="mt-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="notification-list-heading" className="font-display text-2xl font-semibold text-iron-100">
          {unread > 0 ? unreadLabel(unread) : t`All caught up`}
        </h2>
        <div className="flex flex-wrap gap-2">
          <ReadForm fetcher={readAll} intent="read-all" onSend={settleAllRead}>
            <Button type="submit" variant="secondary" size="sm" disabled={unread === 0}>
              <CheckCheck aria-hidden="true" />
              <Trans>Mark all read</Trans>
            </Button>
          </ReadForm>
          <Link to="/settings/notifications" className={buttonClasses("ghost", "sm")}>
            <Trans>Notification settings</Trans>
          </Link>
        </div>
      </div>
      {list.length === 0 ? (
        <EmptyState
          icon={<BellOff aria-hidden="true" />}
          title={t`No notifications yet`}
          description={t`When an application, class or request you follow changes, you will hear about it here, live.`}
          actions={
            <Link to="/classes" className={buttonClasses("primary", "md")}>
              <Trans>Browse classes</Trans>
            </Link>
          }
        />
      ) : (
        <ul
          className="divide-y divide-iron-800 overflow-hidden rounded-lg border border-iron-700 bg-iron-900"
          aria-label={t`Notifications`}
        >
          {list.map((n) => (
            <NotificationItem key={n.id} notification={n} onRead={(id) => void markRead(id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
