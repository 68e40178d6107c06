import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () => pageMeta("Notification settings", "Choose which updates also reach you by email.");

export default function SettingsNotificationsPage() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="Notification settings"
      description="Choose which updates also reach you by email."
      audience="Signed-in members"
      willHold={[
        "Email on or off per notification type: application decisions, class changes, cancellations, waitlist promotions, request updates, messages",
        "In-app notifications always stay on, so you never miss anything",
      ]}
      links={[
        { to: "/notifications", label: "Notifications" },
        { to: "/profile", label: "Profile" },
        { to: "/privacy", label: "Privacy policy" },
      ]}
    />
  );
}
