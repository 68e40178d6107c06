import type { ClassRequestStatus } from "@guildforge/contracts";
import type { BadgeTone } from "../../../components/ui";

/** The requester's words for each status (docs/product.md#states), with a badge tone. */
export const requestStatusBadge: Record<ClassRequestStatus, { label: string; tone: BadgeTone }> = {
  in_review: { label: "Under review", tone: "info" },
  approved: { label: "Live for voting", tone: "success" },
  rejected: { label: "Needs updates", tone: "warning" },
  fulfilled: { label: "Fulfilled", tone: "ember" },
};
