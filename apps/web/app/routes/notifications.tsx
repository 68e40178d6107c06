import { redirect } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { Container, PageHeader } from "../components/ui";
import { loginRedirectPath } from "../features/auth/guards/redirect-target";
import { NotificationCentre } from "../features/notifications/components/notification-centre";
import { loadNotifications } from "../features/notifications/server/load-notifications.server";
import type { Route } from "./+types/notifications";

export const meta = () => pageMeta("Notifications", "Updates about your applications, classes and requests.");

/** The signed-in user's notifications, server-rendered through the in-process API (docs/product.md#calls). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await loadNotifications(context);
  if (!list) throw redirect(loginRedirectPath(new URL(request.url)));
  return list;
}

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
