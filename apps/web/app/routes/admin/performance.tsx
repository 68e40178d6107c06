import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () => pageMeta("Performance", "How fast the site answers and what visitors experience.");

export default function AdminPerformancePage() {
  return (
    <PlannedPage
      eyebrow="Administration"
      title="Performance"
      description="How fast the site answers and what visitors experience."
      audience="Administrators"
      willHold={[
        "Request latency p50, p95 and p99 and error rate per route, last hour and day",
        "Requests slower than one second",
        "Live connections, job queue depth and Core Web Vitals from real visits",
      ]}
      links={[
        { to: "/admin/class-requests", label: "Review class requests" },
        { to: "/admin/user-approvals", label: "User approvals" },
      ]}
      frame="plain"
    />
  );
}
