import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Become an instructor",
    "Share the craft. Apply to teach, or to host classes at your forge, and reach students who want to learn.",
  );

export default function BecomeInstructorPage() {
  return (
    <PlannedPage
      eyebrow="Teach"
      title="Become an instructor"
      description="Share the craft. Apply to teach, or to host classes at your forge, and reach students who want to learn."
      willHold={[
        "An application: your experience, specialities, portfolio and, for hosts, your forge's equipment and safety gear",
        "Review by the Guildforge team, with the decision sent to you",
        "Once approved: create classes, review applications and manage students",
      ]}
      links={[
        { to: "/features", label: "What Guildforge gives instructors" },
        { to: "/safety", label: "Forge safety rules" },
        { to: "/cancellation", label: "Cancellation policy" },
        { to: "/contact", label: "Questions? Contact us" },
      ]}
    />
  );
}
