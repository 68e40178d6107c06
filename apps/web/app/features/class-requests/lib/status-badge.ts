import type { ClassRequestStatus } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BadgeTone } from "../../../components/ui";

/** The requester's words for each status (docs/product.md#states), with a badge tone; shown with `i18n._(label)`. */
export const requestStatusBadge: Record<ClassRequestStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  in_review: { label: msg`Under review`, tone: "info" },
  approved: { label: msg`Live for voting`, tone: "success" },
  rejected: { label: msg`Needs updates`, tone: "warning" },
  fulfilled: { label: msg`Fulfilled`, tone: "ember" },
};
