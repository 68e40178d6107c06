import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses, CountBadge } from "../../../components/ui";
import { useMessagesStore } from "../stores/messages-store";

/** Header link to /messages with the unread-messages badge (updates live through the messages store). */
export function MessagesBadge() {
  const unread = useMessagesStore((s) => s.unreadTotal);
  return (
    <Link to="/messages" className={buttonClasses("ghost", "sm", "relative w-9 px-0")} data-testid="messages-link">
      <MessageSquare aria-hidden="true" />
      <span className="sr-only">Messages</span>
      <CountBadge
        count={unread}
        label={unread === 1 ? "1 unread message" : `${unread} unread messages`}
        data-testid="messages-badge"
      />
    </Link>
  );
}
