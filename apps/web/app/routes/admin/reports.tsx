import { ShieldCheck } from "lucide-react";
import { useLoaderData } from "react-router";
import { QueueHeader } from "../../components/admin/queue-header";
import { pageMeta } from "../../components/seo/page-meta";
import { EmptyState } from "../../components/ui";
import { ReportItem } from "../../features/messages/components/admin/report-item";
import { loadReports } from "../../features/messages/server/load-reports.server";
import { reportDecisionAction } from "../../features/messages/server/report-decision-action.server";
import { decisionClientAction } from "../../lib/forms/client-action";
import { DecisionNoticeBanner } from "../../lib/forms/decision-notice";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import type { Route } from "./+types/reports";

export const meta = () =>
  pageMeta("Reports", "Reported messages and conversations: dismiss, warn or suspend.", { noindex: true });

const filters = [
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
] as const;

export const loader = ({ context, request }: Route.LoaderArgs) => loadReports(request, context);

/** A report's dismiss, warn or suspend form (decision 535). */
export const action = (args: Route.ActionArgs) => reportDecisionAction(args);
/** With JavaScript: the SPEC's toasts for what was done, or for what cannot reach the server or is refused. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => decisionClientAction(() => serverAction());
/** A decision that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function AdminReportsPage() {
  const { reports, total, status } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl">
      <QueueHeader
        title="Reports"
        description="Messages and conversations members reported, with who wrote each message. Dismiss, warn the reported person, or suspend their account."
        filters={filters}
        current={status}
      />
      <DecisionNoticeBanner className="mt-6" />
      <p className="mt-6 text-sm text-iron-400">
        {total} {total === 1 ? "report" : "reports"}
      </p>
      {reports.length ? (
        <ul className="mt-4 space-y-6">
          {reports.map((r) => (
            <li key={r.id}>
              <ReportItem report={r} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-8"
          icon={<ShieldCheck aria-hidden="true" />}
          title={status === "open" ? "No open reports" : "No closed reports yet"}
          description="Reports members send about messages appear here."
        />
      )}
    </div>
  );
}
