import { UserCheck } from "lucide-react";
import { useLoaderData } from "react-router";
import { QueueHeader } from "../../components/admin/queue-header";
import { pageMeta } from "../../components/seo/page-meta";
import { EmptyState } from "../../components/ui";
import { ApprovalCard } from "../../features/admin-approvals/components/approval-card";
import { userApprovalAction } from "../../features/admin-approvals/server/approval-action.server";
import { loadApprovals } from "../../features/admin-approvals/server/load-approvals.server";
import { decisionClientAction } from "../../lib/forms/client-action";
import { DecisionNoticeBanner } from "../../lib/forms/decision-notice";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import type { Route } from "./+types/user-approvals";

export const meta = () => pageMeta("User approvals", "Review instructor and host applications.", { noindex: true });

const filters = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "all", label: "All" },
] as const;

export const loader = ({ context, request }: Route.LoaderArgs) => loadApprovals(request, context);

/** A card's approve or reject form (decision 535). */
export const action = (args: Route.ActionArgs) => userApprovalAction(args);
/** With JavaScript: the SPEC's toasts for what was done, or for what cannot reach the server or is refused. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => decisionClientAction(() => serverAction());
/** A decision that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function UserApprovalsPage() {
  const { approvals, status } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl">
      <QueueHeader
        title="User approvals"
        description="Instructor and host applications. Approving grants the role at once; a rejection needs a reason."
        filters={filters}
        current={status}
      />
      <DecisionNoticeBanner className="mt-6" />
      {approvals.length ? (
        <ul className="mt-8 space-y-6">
          {approvals.map((a) => (
            <li key={a.id}>
              <ApprovalCard approval={a} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-8"
          icon={<UserCheck aria-hidden="true" />}
          title={status === "pending" ? "No applications waiting" : "Nothing here"}
          description="New instructor and host applications appear here."
        />
      )}
    </div>
  );
}
