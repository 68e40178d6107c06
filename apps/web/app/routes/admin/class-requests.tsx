import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta("Review class requests", "Approve requests for voting, send them back for updates, or mark them fulfilled.");

export default function AdminClassRequestsPage() {
  return (
    <PlannedPage
      eyebrow="Administration"
      title="Review class requests"
      description="Approve requests for voting, send them back for updates, or mark them fulfilled."
      audience="Administrators"
      willHold={[
        "Requests in review, with the requester and details",
        "Approve, reject with a message, or link the class that fulfils a request",
        "The requester is told live and by notification",
      ]}
      links={[
        { to: "/admin/performance", label: "Performance" },
        { to: "/admin/user-approvals", label: "User approvals" },
      ]}
      frame="plain"
    />
  );
}
