import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () => pageMeta("User approvals", "Decide on applications to teach or to host classes.");

export default function AdminUserApprovalsPage() {
  return (
    <PlannedPage
      eyebrow="Administration"
      title="User approvals"
      description="Decide on applications to teach or to host classes."
      audience="Administrators"
      willHold={[
        "Pending instructor and host applications with experience, specialities and portfolio",
        "Approve, or reject with a reason shown to the applicant",
        "Invitations sent to instructors",
      ]}
      links={[
        { to: "/admin/performance", label: "Performance" },
        { to: "/admin/class-requests", label: "Review class requests" },
      ]}
      frame="plain"
    />
  );
}
