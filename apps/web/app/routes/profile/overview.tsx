import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () => pageMeta("Your profile", "Your name, photo, bio and home location, as others see them.");

export default function ProfileOverviewPage() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="Your profile"
      description="Your name, photo, bio and home location, as others see them."
      audience="Signed-in members"
      willHold={[
        "Edit your public profile and home location",
        "Change your email and password",
        "Your roles and a link to apply to teach",
      ]}
      links={[
        { to: "/profile/my-requests", label: "My class requests" },
        { to: "/dashboard", label: "Dashboard" },
        { to: "/settings/notifications", label: "Notification settings" },
      ]}
    />
  );
}
