import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { Container, PageHeader } from "../components/ui";
import { loginRedirectPath } from "../features/auth/guards/redirect-target";
import { NotificationCentre } from "../features/notifications/components/notification-centre";
import { loadNotifications } from "../features/notifications/server/load-notifications.server";
import { readAction } from "../features/notifications/server/read-action.server";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { pageI18n } from "../lib/i18n/page-i18n.server";
import type { Route } from "./+types/notifications";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [];

/** The signed-in user's notifications, server-rendered through the in-process API (docs/product.md#calls). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [list, { messages, i18n }] = await Promise.all([
    loadNotifications(context),
    pageI18n(context, ["notifications"]),
  ]);
  if (!list) throw redirect(loginRedirectPath(new URL(request.url)));
  const meta = {
    title: i18n._(msg`Notifications`),
    description: i18n._(msg`Updates about your applications, classes and requests.`),
  };
  return { list, messages, meta };
}

/** "Mark read" / "Mark all read" (the centre's and the header bell's forms, `_intent=read` / `read-all`). */
export async function action(args: Route.ActionArgs) {
  return readAction(args);
}

/**
 * With JavaScript the bell's and the centre's fetchers send here; the store has already shown it
 * read, and a send that cannot reach the server says nothing (notification calls fail silently).
 */
export const clientAction = async ({ serverAction }: Route.ClientActionArgs) => {
  try {
    return await serverAction();
  } catch {
    return { read: false, networkFailure: true };
  }
};

export const shouldRevalidate = notAfterNetworkFailure;

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow={t`Your account`}
        title={t`Notifications`}
        description={t`Updates about your applications, classes and requests, as they happen.`}
      />
      <NotificationCentre initial={loaderData.list} />
    </Container>
  );
}
