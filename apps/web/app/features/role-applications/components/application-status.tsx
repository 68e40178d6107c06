import type { RoleApplication } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, type BadgeTone, Card } from "../../../components/ui";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";

const tone: Record<RoleApplication["status"], BadgeTone> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};
const label: Record<RoleApplication["status"], MessageDescriptor> = {
  pending: msg`Pending review`,
  approved: msg`Approved`,
  rejected: msg`Not approved`,
};

/** The applicant's applications, newest first: role, status, and the reason for a rejection. */
export function ApplicationStatus({ applications }: { applications: RoleApplication[] }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  if (!applications.length) return null;
  return (
    <Card>
      <h2 className="text-2xl font-semibold text-iron-100">
        <Trans>Your applications</Trans>
      </h2>
      <ul className="mt-4 space-y-4">
        {applications.map((a) => (
          <li key={a.id} className="rounded-md border border-iron-700 p-4" data-testid="role-application">
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-semibold text-iron-100">
                {a.role === "host" ? <Trans>Forge host</Trans> : <Trans>Instructor</Trans>}
              </span>
              <Badge tone={tone[a.status]}>{i18n._(label[a.status])}</Badge>
              <span className="text-sm text-iron-400">
                <Trans>Sent {formatDate(a.created_at, locale)}</Trans>
              </span>
            </div>
            {a.status === "rejected" && a.reason ? (
              <p className="mt-2 text-iron-200">
                <span className="font-semibold">
                  <Trans>Reason:</Trans>{" "}
                </span>
                <span data-user-content="">{a.reason}</span>
              </p>
            ) : null}
            {a.status === "pending" ? (
              <p className="mt-2 text-sm text-iron-300">
                <Trans>An administrator will review it; you will get an email and a notification.</Trans>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
