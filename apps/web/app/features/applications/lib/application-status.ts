import type { ApplicationStatus } from "@guildforge/contracts";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BadgeTone } from "../../../components/ui";

/** How each application status reads (the contracts' labels, also used by exports) and looks, everywhere the student sees one. */
export { applicationStatusLabels } from "../../../lib/i18n/labels";

export const applicationStatusTones: Record<ApplicationStatus, BadgeTone> = {
  pending: "warning",
  accepted: "success",
  rejected: "danger",
  waitlisted: "info",
  withdrawn: "neutral",
  cancelled: "neutral",
};

/** "You are #3 of 8 on the waitlist." (null when not waitlisted or unknown), in the reader's language. */
export function waitlistLine(i18n: I18n, position: number | null, size: number | null): string | null {
  if (position == null) return null;
  return size != null
    ? i18n._(msg`You are #${position} of ${size} on the waitlist.`)
    : i18n._(msg`You are #${position} on the waitlist.`);
}
