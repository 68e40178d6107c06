import type { FeedbackKind, FeedbackStatus } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The contracts' feedback kinds and statuses (feedbackKindLabels, feedbackStatusLabels) in the reader's language. */
export const feedbackKindText: Readonly<Record<FeedbackKind, MessageDescriptor>> = {
  bug_report: msg`Bug report`,
  feature_request: msg`Feature request`,
  contact: msg`Contact message`,
};

export const feedbackStatusText: Readonly<Record<FeedbackStatus, MessageDescriptor>> = {
  new: msg({ message: "New", context: "feedback status" }),
  triaged: msg({ message: "Triaged", context: "feedback status" }),
  done: msg({ message: "Done", context: "feedback status" }),
};
