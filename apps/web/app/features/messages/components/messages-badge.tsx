import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui";
import { useMessagesStore } from "../stores/messages-store";

const badgeCount = (n: number) => (n > 99 ? "99+" : String(n));

/** Header link to /messages with the unread-messages badge (updates live through the messages store). */
export function MessagesBadge() {
  const unread = useMessagesStore((s) => s.unreadTotal);
  return (
    <Link to="/messages" className={buttonClasses("ghost", "sm", "relative w-9 px-0")} data-testid="messages-link">
      <MessageSquare aria-hidden="true" />
      <span className="sr-only">Messages</span>
      {unread > 0 ? (
        <>
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-ember-500 px-1 text-[0.7rem] leading-none font-bold text-ember-ink"
            data-testid="messages-badge"
          >
            {badgeCount(unread)}
          </span>
          <span className="sr-only">, {unread === 1 ? "1 unread message" : `${unread} unread messages`}</span>
        </>
      ) : null}
    </Link>
  );
}
