import { messageMaxAttachments } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { useSessionUser } from "../features/auth/hooks/use-session-user";
import { Inbox } from "../features/messages/components/inbox";
import { blockAction } from "../features/messages/server/block-action.server";
import { loadInbox } from "../features/messages/server/load-inbox.server";
import { reportAction } from "../features/messages/server/report-action.server";
import { sendMessageAction } from "../features/messages/server/send-message-action.server";
import { startConversationAction } from "../features/messages/server/start-conversation-action.server";
import { formClientAction } from "../lib/forms/client-action";
import { formIntentField } from "../lib/forms/form-token";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { formIntent } from "../lib/forms/submit-to-api.server";
import { pageI18n } from "../lib/i18n/page-i18n.server";
import type { Route } from "./+types/messages";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/** The composer posts a message's photos without JavaScript (up to 4 images, docs/topics/forms.md "Uploads"). */
export const handle = { formFiles: messageMaxAttachments };

/** /messages and /messages/{conversationId}: server-rendered list (and thread), then live (issue 17). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const [inbox, { messages, i18n }] = await Promise.all([
    loadInbox(request, context, params.conversationId),
    pageI18n(context, ["messages"]),
  ]);
  const meta = {
    title: i18n._(msg`Messages`),
    description: i18n._(msg`Talk with instructors, hosts and other students before and after a class.`),
  };
  return { ...inbox, messages, meta };
}

/**
 * The messages' forms (decision 535). /messages: the first message of a conversation, from any
 * page's "Message …" (`_intent=start`). /messages/{id}: the thread's composer (`send`, or none from
 * an older page; multipart with its photos without JavaScript), a
 * report (`report`), and Block / Unblock of the other person (`block`, `unblock`).
 */
export async function action(args: Route.ActionArgs) {
  const intent = await formIntent(args.request);
  if (args.params.conversationId === undefined) {
    if (intent === "start") return startConversationAction(args);
    throw data({ message: "Not found" }, { status: 404 });
  }
  const id = Number(args.params.conversationId);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: "Not found" }, { status: 404 });
  if (intent === "report") return reportAction(args, id);
  if (intent === "block" || intent === "unblock") return blockAction(args, `/messages/${id}`);
  return sendMessageAction(args, id);
}

/**
 * With JavaScript: the SPEC's toast for a send that cannot reach the server; a composer's refusal
 * (429, a blocked sender) is said once, above the composer, and not toasted (decision 530); the
 * other forms' refusals and news are the SPEC's toasts.
 */
export const clientAction = async ({ serverAction, request }: Route.ClientActionArgs) => {
  const intent = (await request.clone().formData()).get(formIntentField);
  // The composer posts `_intent=send` (older pages' forms post none): its refusals stay inline.
  return formClientAction(() => serverAction(), { refusalsInline: !intent || intent === "send" });
};

/**
 * A message sent from the page's script is in the thread at once (the composer hands it to the
 * messages store, which live events keep up to date): the inbox is not loaded again for it.
 */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  (args.actionResult as { sent?: unknown } | undefined)?.sent ? false : notAfterNetworkFailure(args);

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <Inbox
      viewerId={user?.id ?? null}
      viewerVerified={user ? user.email_verified_at !== null : true}
      q={loaderData.q}
      page={loaderData.page}
      instructors={loaderData.instructors}
      thread={loaderData.thread}
    />
  );
}
