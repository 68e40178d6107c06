import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
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
import { pageI18n } from "../../lib/i18n/page-i18n.server";
import type { Route } from "./+types/reports";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

const filters = [
  { value: "open", label: msg({ message: "Open", context: "reports filter" }) },
  { value: "closed", label: msg({ message: "Closed", context: "reports filter" }) },
] as const;

export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const [page, { messages, i18n }] = await Promise.all([
    loadReports(request, context),
    pageI18n(context, ["messages"]),
  ]);
  const meta = {
    title: i18n._(msg`Reports`),
    description: i18n._(msg`Reported messages and conversations: dismiss, warn or suspend.`),
  };
  return { ...page, messages, meta };
};

/** A report's dismiss, warn or suspend form (decision 535). */
export const action = (args: Route.ActionArgs) => reportDecisionAction(args);
/** With JavaScript: the SPEC's toasts for what was done, or for what cannot reach the server or is refused. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => decisionClientAction(() => serverAction());
/** A decision that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function AdminReportsPage() {
  const { reports, total, status } = useLoaderData<typeof loader>();
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-4xl">
      <QueueHeader
        title={t`Reports`}
        description={t`Messages and conversations members reported, with who wrote each message. Dismiss, warn the reported person, or suspend their account.`}
        filters={filters.map((f) => ({ value: f.value, label: i18n._(f.label) }))}
        current={status}
      />
      <DecisionNoticeBanner className="mt-6" />
      <p className="mt-6 text-sm text-iron-400">{t`${plural(total, { one: "# report", other: "# reports" })}`}</p>
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
          title={status === "open" ? t`No open reports` : t`No closed reports yet`}
          description={t`Reports members send about messages appear here.`}
        />
      )}
    </div>
  );
}
