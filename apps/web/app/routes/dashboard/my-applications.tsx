import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () => pageMeta("My applications", "Every class you have applied to and its status.");

export default function DashboardMyApplicationsPage() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="My applications"
      description="Every class you have applied to and its status."
      audience="Signed-in members"
      willHold={[
        "Each application: pending, accepted, waitlisted, rejected, withdrawn or cancelled",
        "Withdrawing before the first session, with the refund the cancellation policy gives",
        "The instructor's note on a decision",
      ]}
      links={[
        { to: "/cancellation", label: "Cancellation policy" },
        { to: "/dashboard", label: "Dashboard" },
        { to: "/classes", label: "Browse classes" },
      ]}
    />
  );
}
