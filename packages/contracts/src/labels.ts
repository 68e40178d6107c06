import type { ApplicationStatus, DecisionStatus, ExperienceLevel } from "./applications.ts";
import type { AttendanceStatus } from "./check-in.ts";
import type { ClassStatus } from "./classes.ts";
import type { reportStatusList } from "./conversations.ts";
import type { IncidentKind, IncidentSeverity } from "./incidents.ts";
import type { invitationStatuses } from "./invitations.ts";
import type { LocationKind } from "./locations.ts";
import type { LedgerKind, ManualPaymentMethod, SeatPaymentStatus } from "./payment-rules.ts";
import type { ReviewAspect } from "./reviews.ts";
import type { ApplicableRole, RoleApplicationStatus } from "./role-applications.ts";
import type { Role } from "./user.ts";

/**
 * Words for people, not for the database (issue 37 point 7, decision 530): how each value of the
 * contracts' enums reads wherever a person sees it (pages, emails, CSV exports). A page or an
 * export prints `xLabels[value]`, never the value itself. Only types are imported, so a page that
 * prints a label loads no zod (`@guildforge/contracts/labels`, decision 492); labels.test.ts checks
 * that every enum of the contracts has a set and that it names every value.
 */

type Labels<T extends string> = Readonly<Record<T, string>>;

export const roleLabels: Labels<Role> = {
  student: "Student",
  instructor: "Instructor",
  host: "Forge host",
  admin: "Admin",
};

export const applicableRoleLabels: Labels<ApplicableRole> = { instructor: "Instructor", host: "Forge host" };

export const classStatusLabels: Labels<ClassStatus> = {
  draft: "Draft",
  published: "Published",
  completed: "Taken place",
  cancelled: "Cancelled",
};

export const experienceLevelLabels: Labels<ExperienceLevel> = {
  none: "No experience",
  some: "Some experience",
  experienced: "Experienced",
};

export const applicationStatusLabels: Labels<ApplicationStatus> = {
  pending: "Pending review",
  accepted: "Accepted",
  rejected: "Not accepted",
  waitlisted: "Waitlisted",
  withdrawn: "Withdrawn",
  cancelled: "Class cancelled",
};

export const decisionStatusLabels: Labels<DecisionStatus> = {
  accepted: "Accept",
  rejected: "Decline",
  waitlisted: "Waitlist",
};

export const roleApplicationStatusLabels: Labels<RoleApplicationStatus> = {
  pending: "Waiting for review",
  approved: "Approved",
  rejected: "Not approved",
};

export const invitationStatusLabels: Labels<(typeof invitationStatuses)[number]> = {
  pending: "Waiting for an answer",
  accepted: "Accepted",
  expired: "Expired",
};

export const attendanceStatusLabels: Labels<AttendanceStatus> = { attended: "Attended", no_show: "No-show" };

export const reviewAspectLabels: Labels<ReviewAspect> = {
  instruction: "Instruction",
  safety: "Safety",
  equipment: "Forge and equipment",
};

export const locationKindLabels: Labels<LocationKind> = { country: "Country", region: "Region", city: "City" };

export const reportStatusLabels: Labels<(typeof reportStatusList)[number]> = {
  open: "Open",
  dismissed: "Dismissed",
  warned: "Sender warned",
  suspended: "Sender suspended",
};

export const incidentKindLabels: Labels<IncidentKind> = {
  burn: "Burn",
  cut: "Cut",
  near_miss: "Near miss",
  other: "Other",
};

export const incidentSeverityLabels: Labels<IncidentSeverity> = {
  minor: "Minor",
  needs_first_aid: "Needed first aid",
  needs_medical_care: "Needed medical care",
};

/**
 * The label of a value typed as a plain string (some summaries carry `status: string`). A value
 * no map names reads with its underscores as spaces and a capital, never as the raw word.
 */
export function labelFor(labels: Readonly<Record<string, string>>, value: string): string {
  const known = Object.hasOwn(labels, value) ? labels[value] : undefined;
  if (known) return known;
  const words = value.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A currency as a person names it, with its code for the one who knows it: "US Dollar (USD)".
 * Intl's names in the given locale; a code Intl does not know reads as itself.
 */
export function currencyLabel(code: string, locale = "en-US"): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: "currency" }).of(code);
  } catch {
    name = undefined;
  }
  if (!name || name === code || /^unknown/i.test(name)) return code;
  return `${name} (${code})`;
}

/** A ledger row's kind, as a receipt names it (issue 41). */
export const ledgerKindLabels: Labels<LedgerKind> = {
  charge: "Payment",
  refund: "Refund",
  platform_fee: "Platform fee",
  payout: "Payout",
};

/** How a seat was paid for (issue 41). */
export const paymentMethodLabels: Labels<ManualPaymentMethod> = {
  cash: "Cash at the forge",
  bank_transfer: "Bank transfer",
};

/** A seat's payment on the roster (issue 41). */
export const seatPaymentStatusLabels: Labels<SeatPaymentStatus> = {
  paid: "Paid",
  part_paid: "Part paid",
  not_paid: "Not paid",
};
