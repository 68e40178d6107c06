import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { useSessionUser } from "../features/auth/hooks/use-session-user";
import { Inbox } from "../features/messages/components/inbox";
import { loadInbox } from "../features/messages/server/load-inbox.server";
import { sendMessageAction } from "../features/messages/server/send-message-action.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import type { Route } from "./+types/messages";

export const meta = () =>
  pageMeta("Messages", "Talk with instructors, hosts and other students before and after a class.", {
    noindex: true,
  });

/** /messages and /messages/{conversationId}: server-rendered list (and thread), then live (issue 17). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadInbox(request, context, params.conversationId);
}

/** The thread's composer (decision 535): a message's text posts here. */
export async function action(args: Route.ActionArgs) {
  const id = Number(args.params.conversationId);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: "Not found" }, { status: 404 });
  return sendMessageAction(args, id);
}

/**
 * With JavaScript: the SPEC's toast for a send that cannot reach the server; a refusal (429, a
 * blocked sender) is said once, above the composer, and not toasted (decision 530).
 */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  formClientAction(() => serverAction(), { refusalsInline: true });

/**
 * A message sent from the page's script is in the thread at once (the composer hands it to the
 * messages store, which live events keep up to date): the inbox is not loaded again for it.
 */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  (args.actionResult as { sent?: unknown } | undefined)?.sent ? false : notAfterNetworkFailure(args);

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <Inbox viewerId={user?.id ?? null} viewerVerified={user ? user.email_verified_at !== null : true} {...loaderData} />
  );
}
