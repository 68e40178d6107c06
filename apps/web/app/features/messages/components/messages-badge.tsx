import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses, CountBadge } from "../../../components/ui";
import { useMessagesStore } from "../stores/messages-store";

/**
 * Header link to /messages with the unread-messages badge (updates live through the messages store).
 * Its words come from the header that shows it (the shell's catalog, loaded on every page).
 */
export function MessagesBadge({ label, unreadLabel }: { label: string; unreadLabel: (count: number) => string }) {
  const unread = useMessagesStore((s) => s.unreadTotal);
  return (
    <Link to="/messages" className={buttonClasses("ghost", "sm", "relative w-9 px-0")} data-testid="messages-link">
      <MessageSquare aria-hidden="true" />
      <span className="sr-only">{label}</span>
      <CountBadge count={unread} label={unreadLabel(unread)} data-testid="messages-badge" />
    </Link>
  );
}
