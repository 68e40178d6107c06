import type {
  ApplicationStatus,
  ClassStatus,
  DecisionStatus,
  ExperienceLevel,
  IncidentKind,
  IncidentSeverity,
  LocationKind,
  Role,
} from "@guildforge/contracts";
import type { LedgerKind, ManualPaymentMethod, SeatPaymentStatus } from "@guildforge/contracts/payment-rules";
import type { SkillLevel } from "@guildforge/contracts/skill-levels";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The contracts' enum labels (@guildforge/contracts/labels) in the reader's language: a page prints
 * `i18n._(xLabels[value])`, never the value. The English texts are the contracts' own
 * (labels.test.ts checks they match), so English pages read as before; emails and CSV exports on the
 * server keep the contracts' maps.
 */
type Labels<T extends string> = Readonly<Record<T, MessageDescriptor>>;

export const skillLevelLabels: Labels<SkillLevel> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
  all_levels: msg`All levels`,
};

export const roleLabels: Labels<Role> = {
  student: msg`Student`,
  instructor: msg`Instructor`,
  host: msg`Forge host`,
  admin: msg`Admin`,
};

export const applicableRoleLabels: Labels<"instructor" | "host"> = {
  instructor: msg`Instructor`,
  host: msg`Forge host`,
};

// A class's status ("Cancelled" is a class here, an application elsewhere: French and German agree
// their words with it, so the two carry different contexts).
export const classStatusLabels: Labels<ClassStatus> = {
  draft: msg({ message: "Draft", context: "class status" }),
  published: msg({ message: "Published", context: "class status" }),
  completed: msg({ message: "Taken place", context: "class status" }),
  cancelled: msg({ message: "Cancelled", context: "class status" }),
};

export const experienceLevelLabels: Labels<ExperienceLevel> = {
  none: msg`No experience`,
  some: msg`Some experience`,
  experienced: msg`Experienced`,
};

export const applicationStatusLabels: Labels<ApplicationStatus> = {
  pending: msg`Pending review`,
  accepted: msg`Accepted`,
  rejected: msg`Not accepted`,
  waitlisted: msg`Waitlisted`,
  withdrawn: msg`Withdrawn`,
  cancelled: msg`Class cancelled`,
};

export const decisionStatusLabels: Labels<DecisionStatus> = {
  accepted: msg`Accept`,
  rejected: msg`Decline`,
  waitlisted: msg`Waitlist`,
};

export const roleApplicationStatusLabels: Labels<"pending" | "approved" | "rejected"> = {
  pending: msg`Waiting for review`,
  approved: msg`Approved`,
  rejected: msg`Not approved`,
};

export const invitationStatusLabels: Labels<"pending" | "accepted" | "expired"> = {
  pending: msg`Waiting for an answer`,
  accepted: msg`Accepted`,
  expired: msg`Expired`,
};

export const locationKindLabels: Labels<LocationKind> = { country: msg`Country`, region: msg`Region`, city: msg`City` };

export const reportStatusLabels: Labels<"open" | "dismissed" | "warned" | "suspended"> = {
  open: msg`Open`,
  dismissed: msg`Dismissed`,
  warned: msg`Sender warned`,
  suspended: msg`Sender suspended`,
};

export const incidentKindLabels: Labels<IncidentKind> = {
  burn: msg({ message: "Burn", context: "incident kind" }),
  cut: msg({ message: "Cut", context: "incident kind" }),
  near_miss: msg({ message: "Near miss", context: "incident kind" }),
  other: msg({ message: "Other", context: "incident kind" }),
};

export const incidentSeverityLabels: Labels<IncidentSeverity> = {
  minor: msg({ message: "Minor", context: "incident severity" }),
  needs_first_aid: msg`Needed first aid`,
  needs_medical_care: msg`Needed medical care`,
};

/**
 * The label of a value typed as a plain string, in the reader's language. A value no map names
 * reads with its underscores as spaces and a capital, never as the raw word.
 */
export function labelFor(i18n: I18n, labels: Readonly<Record<string, MessageDescriptor>>, value: string): string {
  const known = Object.hasOwn(labels, value) ? labels[value] : undefined;
  if (known) return i18n._(known);
  const words = value.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const attendanceStatusLabels: Labels<"attended" | "no_show"> = {
  attended: msg`Attended`,
  no_show: msg`No-show`,
};

export const ledgerKindLabels: Labels<LedgerKind> = {
  charge: msg({ message: "Payment", context: "ledger row kind" }),
  refund: msg({ message: "Refund", context: "ledger row kind" }),
  platform_fee: msg`Platform fee`,
  payout: msg`Payout`,
};

export const paymentMethodLabels: Labels<ManualPaymentMethod> = {
  cash: msg`Cash at the forge`,
  bank_transfer: msg`Bank transfer`,
};

export const seatPaymentStatusLabels: Labels<SeatPaymentStatus> = {
  paid: msg({ message: "Paid", context: "seat payment" }),
  part_paid: msg({ message: "Part paid", context: "seat payment" }),
  not_paid: msg({ message: "Not paid", context: "seat payment" }),
};
