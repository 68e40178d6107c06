import type { ApplicationStatus } from "@guildforge/contracts";
import { useLingui } from "@lingui/react";
import { Badge } from "../../../components/ui";
import { applicationStatusLabels, applicationStatusTones } from "../lib/application-status";

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={applicationStatusTones[status]} data-status={status}>
      {i18n._(applicationStatusLabels[status])}
    </Badge>
  );
}
