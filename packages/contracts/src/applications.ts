import { z } from "zod";
import { applicationMessageMax } from "./application-rules.ts";
import { seatPaymentSchema } from "./payments.ts";
import { mySeatReviewSchema } from "./reviews.ts";
import { cursorSchema, idParamSchema, idSchema, safeString, safeText } from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";

const chooseClassIdMessage = schemaMessage(
  /*i18n*/ { id: "validation.applications.choose_class_id", message: "Choose a class by its id." },
);

/** DOMAIN.md "Applications" (taking a class). */
export const experienceLevels = ["none", "some", "experienced"] as const;
export const experienceLevelSchema = z.enum(experienceLevels);
export type ExperienceLevel = z.infer<typeof experienceLevelSchema>;

export const applicationStatuses = ["pending", "accepted", "rejected", "waitlisted", "withdrawn", "cancelled"] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** What an instructor/host/admin may set. */
export const decisionStatuses = ["accepted", "rejected", "waitlisted"] as const;
export const decisionStatusSchema = z.enum(decisionStatuses);
export type DecisionStatus = z.infer<typeof decisionStatusSchema>;

export const decisionNoteMax = 1000;

/**
 * POST /api/classes/{id}/applications. `safety_version` is the version of the class's safety
 * requirements the student read (ClassDetail.safety_version); `safety_acknowledgements`, when
 * sent, must list every requirement of that version (the checklist ticked item by item).
 * `age_confirmed`: "I am at least {min_age} years old" (decision 131; there is no date of birth).
 * Send an `Idempotency-Key` header: a retry returns the same application with 200.
 */
export const createApplicationSchema = z.object({
  experience_level: experienceLevelSchema,
  safety_version: z.number().int().min(1),
  message: safeText().trim().max(applicationMessageMax).optional(),
  safety_acknowledgements: z.array(safeString().max(500)).max(50).optional(),
  age_confirmed: z.boolean().optional(),
});
export type CreateApplication = z.infer<typeof createApplicationSchema>;

/** 201 (created) or 200 (the existing active application on a retry). */
export const applicationCreatedSchema = z.object({
  id: z.number().int(),
  status: applicationStatusSchema,
  /** 1-based place in the class's waitlist; null unless waitlisted. */
  waitlist_position: z.number().int().nullable(),
  /** How many are waitlisted for the class ("#3 of 8"); null unless waitlisted. */
  waitlist_size: z.number().int().nullable(),
});
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;
export const applicationCreatedResponseSchema = z.object({ data: applicationCreatedSchema });

/** The class as shown next to an application. */
export const applicationClassSummarySchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  status: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  capacity: z.number().int(),
  seats_left: z.number().int(),
  auto_accept: z.boolean(),
  instructor: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  venue: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The forge's IANA time zone: the class's times are shown in it (null without a forge). */
  time_zone: z.string().nullable(),
});
export type ApplicationClassSummary = z.infer<typeof applicationClassSummarySchema>;

/** GET /api/applications: one of the signed-in student's applications. */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  status: applicationStatusSchema,
  experience_level: experienceLevelSchema,
  message: z.string(),
  waitlist_position: z.number().int().nullable(),
  waitlist_size: z.number().int().nullable(),
  safety_version: z.number().int(),
  safety_acknowledged_at: z.string(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  class: applicationClassSummarySchema,
  /**
   * An accepted seat in a class still to come: its .ics (every session) and, per session, prefilled
   * Google Calendar and Outlook links (issue 40 point 2); null otherwise.
   */
  calendar: z
    .object({
      ics_url: z.string(),
      sessions: z.array(
        z.object({ starts_at: z.string(), ends_at: z.string(), google_url: z.string(), outlook_url: z.string() }),
      ),
    })
    .nullable(),
  /** An accepted seat in a class still to come: its ticket page (`/tickets/{code}`, QR code for the forge door); null otherwise. */
  ticket_url: z.string().nullable(),
  /** An accepted seat once sessions have ended: at how many the student was there (issue 40 point 4). */
  attendance: z.object({ attended: z.number().int(), ended: z.number().int() }).nullable(),
  /** An attended seat's review (issue 40 point 5): may the student review now, and what they wrote; null unless attended. */
  review: mySeatReviewSchema.nullable(),
  /** A paid class (price > 0): how and by when to pay, what was paid and the receipts (issue 41); null for a free class. */
  payment: seatPaymentSchema.nullable(),
  /** Withdraw is allowed while active and before the first session. */
  actions: z.object({ can_withdraw: z.boolean() }),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** GET /api/applications: the signed-in student's own applications, by status and/or for one class. */
export const myApplicationsQuerySchema = z.object({
  status: applicationStatusSchema.optional(),
  class_id: idParamSchema(chooseClassIdMessage).optional(),
});
export const myApplicationsResponseSchema = z.object({
  data: z.array(myApplicationSchema),
  meta: z.object({ next_cursor: z.string().nullable(), total: z.number().int() }),
});
export const myApplicationResponseSchema = z.object({ data: myApplicationSchema });

export const applicationIdParamsSchema = z.object({ id: idParamSchema() });

/** Path of POST /api/classes/{id}/applications: `42` or the URL form `42-intro-to-knife-making`. */
export const applyClassParamsSchema = z.object({ id: safeString().max(200) });

/** GET /api/manage/applications: the queue of the classes the viewer manages. */
export const manageApplicationsQuerySchema = z.object({
  class_id: idParamSchema(chooseClassIdMessage).optional(),
  status: applicationStatusSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ManageApplicationsQuery = z.infer<typeof manageApplicationsQuerySchema>;

export const manageApplicationSchema = z.object({
  id: z.number().int(),
  status: applicationStatusSchema,
  experience_level: experienceLevelSchema,
  message: z.string(),
  waitlist_position: z.number().int().nullable(),
  waitlist_size: z.number().int().nullable(),
  safety_version: z.number().int(),
  safety_acknowledged_at: z.string(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  /** Who applied: no email (decision 504); the manager answers in a conversation. */
  student: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  class: applicationClassSummarySchema,
  /** Which decisions make sense from the current status. */
  actions: z.object({ can_accept: z.boolean(), can_reject: z.boolean(), can_waitlist: z.boolean() }),
});
export type ManageApplication = z.infer<typeof manageApplicationSchema>;

export const manageApplicationsResponseSchema = z.object({
  data: z.array(manageApplicationSchema),
  meta: z.object({ next_cursor: z.string().nullable(), total: z.number().int() }),
});
export type ManageApplicationsResponse = z.infer<typeof manageApplicationsResponseSchema>;
export const manageApplicationResponseSchema = z.object({ data: manageApplicationSchema });

/** POST /api/manage/applications/{id}/decision. */
export const applicationDecisionSchema = z.object({
  status: decisionStatusSchema,
  note: safeText().trim().max(decisionNoteMax).optional(),
});
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

/** POST /api/manage/applications/decisions: each id decided on its own; failures are listed. */
export const bulkApplicationDecisionSchema = applicationDecisionSchema.extend({
  ids: z
    .array(
      idSchema(
        schemaMessage(
          /*i18n*/ {
            id: "validation.applications.select_applications_from_list",
            message: "Select applications from the list.",
          },
        ),
      ),
    )
    .min(
      1,
      schemaMessage(
        /*i18n*/ {
          id: "validation.applications.select_least_one_application",
          message: "Select at least one application.",
        },
      ),
    )
    .max(100),
});
export type BulkApplicationDecision = z.infer<typeof bulkApplicationDecisionSchema>;
export const bulkApplicationDecisionResponseSchema = z.object({
  data: z.object({
    decided: z.array(manageApplicationSchema),
    failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
  }),
});

/** GET /api/manage/students: rosters (accepted students) per class; `format=csv` needs class_id. */
export const rostersQuerySchema = z.object({
  class_id: idParamSchema(chooseClassIdMessage).optional(),
  format: z.enum(["json", "csv"]).default("json"),
  /** With class_id: page that roster's students (decision 372); without, every student. */
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
/** How many students /manage/students shows before "Load more". */
export const rosterPageSize = 25;
export const rosterStudentSchema = z.object({
  application_id: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  experience_level: experienceLevelSchema,
  message: z.string(),
  accepted_at: z.string().nullable(),
  /** A paid class: paid, part paid or not paid, and the amounts (issue 41); null for a free class. */
  payment: seatPaymentSchema.nullable(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;
export const rosterSchema = z.object({
  class: applicationClassSummarySchema,
  students: z.array(rosterStudentSchema),
  /** The class's attendance history: each session, who came and, once it ended, the no-shows (issue 40 point 4). */
  sessions: z.array(
    z.object({
      id: z.number().int(),
      starts_at: z.string(),
      ends_at: z.string(),
      attended: z.number().int(),
      no_show: z.number().int(),
      /** The session's check-in screen (also where attendance is corrected after it). */
      check_in_url: z.string(),
    }),
  ),
  waitlisted_count: z.number().int(),
  pending_count: z.number().int(),
});
export type Roster = z.infer<typeof rosterSchema>;
export const rostersResponseSchema = z.object({
  data: z.array(rosterSchema),
  /** When one roster is paged (class_id and limit): its accepted students in all, and the next page. */
  meta: z.object({ next_cursor: z.string().nullable(), total: z.number().int() }).optional(),
});
/**
 * GET /api/manage/roster-classes: the classes one manages (every status but drafts), soonest first,
 * with their counts: the class picker of /manage/students and /manage/applications, without the rosters.
 */
export const rosterClassSchema = applicationClassSummarySchema
  .pick({ id: true, url: true, title: true, status: true, starts_at: true, ends_at: true, capacity: true })
  .extend({
    seats_left: z.number().int(),
    accepted_count: z.number().int(),
    pending_count: z.number().int(),
    waitlisted_count: z.number().int(),
  });
export type RosterClass = z.infer<typeof rosterClassSchema>;
export const rosterClassesResponseSchema = z.object({ data: z.array(rosterClassSchema) });
/** GET /api/manage/students?format=csv&class_id=: one roster as CSV (for the API reference). */
export const rosterCsvSchema = z
  .string()
  .describe(
    "CSV (RFC 4180, CRLF): header Name,Experience,Message,Accepted; one row per accepted student (no emails, decision 504), experience in words and the acceptance time in the forge's zone with its name (decision 530)",
  );

export const dashboardSessionSchema = z.object({
  /** The session (under way or next); its check-in screen is `check_in_url`. */
  id: z.number().int(),
  check_in_url: z.string(),
  class_id: z.number().int(),
  title: z.string(),
  url: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The forge's IANA time zone (null without a forge). */
  time_zone: z.string().nullable(),
});
/** A class one teaches or hosts, on the dashboard and GET /api/dashboard/teaching. */
export const teachingClassSchema = z.object({
  class: applicationClassSummarySchema,
  seats_filled: z.number().int(),
  pending_count: z.number().int(),
  waitlisted_count: z.number().int(),
  next_session: dashboardSessionSchema.nullable(),
});
export type TeachingClass = z.infer<typeof teachingClassSchema>;
/** How many classes the dashboard shows before "Load more" (decision 372). */
export const teachingClassesPageSize = 6;
/** GET /api/dashboard/teaching: the classes one manages that have not ended, soonest first, paged. */
export const teachingClassesQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(teachingClassesPageSize),
});
export const teachingClassesResponseSchema = z.object({
  data: z.array(teachingClassSchema),
  meta: z.object({ next_cursor: z.string().nullable(), total: z.number().int() }),
});
export type TeachingClassesResponse = z.infer<typeof teachingClassesResponseSchema>;

/** GET /api/dashboard. `teaching` is null for a user who is neither instructor, host nor admin. */
export const dashboardSchema = z.object({
  student: z.object({
    /** Accepted applications for classes that have not ended, soonest first. */
    upcoming: z.array(myApplicationSchema),
    /** Pending and waitlisted applications. */
    pending: z.array(myApplicationSchema),
    /** How many class requests the user filed. */
    class_requests_count: z.number().int(),
  }),
  teaching: z
    .object({
      /** The first page of the classes (GET /api/dashboard/teaching gives the next ones). */
      classes: z.array(teachingClassSchema),
      classes_total: z.number().int(),
      classes_next_cursor: z.string().nullable(),
      pending_decisions: z.number().int(),
      next_sessions: z.array(dashboardSessionSchema),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ data: dashboardSchema });
