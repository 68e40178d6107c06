import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () => pageMeta("Dashboard", "Your classes, applications and notifications in one place.");

export default function DashboardOverviewPage() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="Dashboard"
      description="Your classes, applications and notifications in one place."
      audience="Signed-in members"
      willHold={[
        "Upcoming classes you are accepted to, with what to bring",
        "Pending applications and waitlist positions",
        "For instructors: classes you teach and applications waiting for you",
      ]}
      links={[
        { to: "/dashboard/my-applications", label: "My applications" },
        { to: "/notifications", label: "Notifications" },
        { to: "/classes", label: "Browse classes" },
      ]}
    />
  );
}
