import type { ApplicationStatus } from "@guildforge/contracts";
import { Badge } from "../../../components/ui";
import { applicationStatusLabels, applicationStatusTones } from "../lib/application-status";

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge tone={applicationStatusTones[status]} data-status={status}>
      {applicationStatusLabels[status]}
    </Badge>
  );
}
