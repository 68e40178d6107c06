import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () => pageMeta("My class requests", "Every class you have requested and where it stands.");

export default function ProfileMyRequestsPage() {
  return (
    <PlannedPage
      eyebrow="Your account"
      title="My class requests"
      description="Every class you have requested and where it stands."
      audience="Signed-in members"
      willHold={[
        "Each request with its status: in review, approved, needs updates, or fulfilled",
        "The team's message when a request needs updates, and a way to edit it",
        "The class that fulfilled a request",
      ]}
      links={[
        { to: "/request-class", label: "Request a class" },
        { to: "/class-requests", label: "All class requests" },
        { to: "/profile", label: "Profile" },
      ]}
    />
  );
}
