import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () => pageMeta("Notifications", "Updates about your applications, classes and requests.");

export default function NotificationsPage() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="Notifications"
      description="Updates about your applications, classes and requests."
      audience="Signed-in members"
      willHold={[
        "Your latest notifications, unread first",
        "Mark one or all as read",
        "Links to the class or request each one is about",
      ]}
      links={[
        { to: "/settings/notifications", label: "Notification settings" },
        { to: "/dashboard", label: "Dashboard" },
      ]}
    />
  );
}
