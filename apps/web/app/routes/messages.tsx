import { pageMeta } from "../components/seo/page-meta";
import { useSessionUser } from "../features/auth/hooks/use-session-user";
import { Inbox } from "../features/messages/components/inbox";
import { loadInbox } from "../features/messages/server/load-inbox.server";
import type { Route } from "./+types/messages";

export const meta = () =>
  pageMeta("Messages", "Talk with instructors, hosts and other students before and after a class.", {
    noindex: true,
  });

/** /messages and /messages/{conversationId}: server-rendered list (and thread), then live (issue 17). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadInbox(request, context, params.conversationId);
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <Inbox viewerId={user?.id ?? null} viewerVerified={user ? user.email_verified_at !== null : true} {...loaderData} />
  );
}
