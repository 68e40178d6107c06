import { redirect } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { Container, PageHeader } from "../components/ui";
import { loginRedirectPath } from "../features/auth/guards/redirect-target";
import { NotificationCentre } from "../features/notifications/components/notification-centre";
import { loadNotifications } from "../features/notifications/server/load-notifications.server";
import { readAction } from "../features/notifications/server/read-action.server";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import type { Route } from "./+types/notifications";

export const meta = () => pageMeta("Notifications", "Updates about your applications, classes and requests.");

/** The signed-in user's notifications, server-rendered through the in-process API (docs/product.md#calls). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await loadNotifications(context);
  if (!list) throw redirect(loginRedirectPath(new URL(request.url)));
  return list;
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
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Your account"
        title="Notifications"
        description="Updates about your applications, classes and requests, as they happen."
      />
      <NotificationCentre initial={loaderData} />
    </Container>
  );
}
