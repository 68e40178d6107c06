import type { ApplicationStatus } from "@guildforge/contracts";
import type { BadgeTone } from "../../../components/ui";

/** How each application status reads (the contracts' labels, also used by exports) and looks, everywhere the student sees one. */
export { applicationStatusLabels } from "@guildforge/contracts/labels";

export const applicationStatusTones: Record<ApplicationStatus, BadgeTone> = {
  pending: "warning",
  accepted: "success",
  rejected: "danger",
  waitlisted: "info",
  withdrawn: "neutral",
  cancelled: "neutral",
};

/** "You are #3 of 8 on the waitlist." (null when not waitlisted or unknown). */
export function waitlistLine(position: number | null, size: number | null): string | null {
  if (position == null) return null;
  return size != null ? `You are #${position} of ${size} on the waitlist.` : `You are #${position} on the waitlist.`;
}
