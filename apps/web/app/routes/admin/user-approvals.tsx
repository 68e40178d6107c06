import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
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
import { pageI18n } from "../../lib/i18n/page-i18n.server";
import type { Route } from "./+types/user-approvals";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

const filters = [
  { value: "pending", label: msg({ message: "Pending", context: "role application status" }) },
  { value: "approved", label: msg({ message: "Approved", context: "role application status" }) },
  { value: "rejected", label: msg({ message: "Rejected", context: "role application status" }) },
  { value: "all", label: msg`All` },
] as const;

export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const [page, { messages, i18n }] = await Promise.all([
    loadApprovals(request, context),
    pageI18n(context, ["admin-approvals"]),
  ]);
  const meta = {
    title: i18n._(msg`User approvals`),
    description: i18n._(msg`Review instructor and host applications.`),
  };
  return { ...page, messages, meta };
};

/** A card's approve or reject form (decision 535). */
export const action = (args: Route.ActionArgs) => userApprovalAction(args);
/** With JavaScript: the SPEC's toasts for what was done, or for what cannot reach the server or is refused. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => decisionClientAction(() => serverAction());
/** A decision that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function UserApprovalsPage() {
  const { approvals, status } = useLoaderData<typeof loader>();
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-4xl">
      <QueueHeader
        title={t`User approvals`}
        description={t`Instructor and host applications. Approving grants the role at once; a rejection needs a reason.`}
        filters={filters.map((f) => ({ value: f.value, label: i18n._(f.label) }))}
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
          title={status === "pending" ? t`No applications waiting` : t`Nothing here`}
          description={t`New instructor and host applications appear here.`}
        />
      )}
    </div>
  );
}
