import { z } from "zod";
import { boundedInstant } from "./instant.ts";
import { idParamSchema, idSchema, safeString } from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";

/**
 * Tickets, check-in at the forge and attendance (issue 40 points 3-4). A ticket is an accepted
 * seat's secret code: `/tickets/{code}` shows it with its QR code (the whole ticket URL); the
 * instructor's check-in screen scans it or checks a student in from the roster by name.
 */

const chooseSessionIdMessage = schemaMessage(
  /*i18n*/ { id: "validation.check-in.choose_session_id", message: "Choose a session by its id." },
);
const scanTicketChooseStudentMessage = schemaMessage(
  /*i18n*/ { id: "validation.check-in.scan_ticket_choose_student", message: "Scan a ticket or choose a student." },
);
const chooseStudentFromRosterMessage = schemaMessage(
  /*i18n*/ { id: "validation.check-in.choose_student_from_roster", message: "Choose a student from the roster." },
);
const scanHasNoIdMessage = schemaMessage(
  /*i18n*/ { id: "validation.check-in.scan_has_no_id", message: "This scan has no id; scan again." },
);

/** How long before a session check-in opens (hours); it closes at the session's end. */
export const checkInOpensHoursBefore = 2;
/** How long after a session its attendance can still be corrected (days). */
export const attendanceEditableDays = 7;

export const ticketCodeParamsSchema = z.object({ code: safeString().min(1).max(100) });

/** GET /api/tickets/{code}: what the ticket shows (anyone with its link: it is the ticket). */
export const ticketSchema = z.object({
  code: z.string(),
  /** Path of the ticket page; the QR code holds the whole URL. */
  path: z.string(),
  /** `valid` while the seat is accepted; else why not (the page says it in words). */
  state: z.enum(["valid", "not_accepted", "class_cancelled", "class_over"]),
  student: z.object({ name: z.string() }),
  class: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
  forge: z.object({ name: z.string(), address: z.string() }).nullable(),
  time_zone: z.string().nullable(),
  sessions: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketResponseSchema = z.object({ data: ticketSchema });

export const checkInSessionParamsSchema = z.object({ sessionId: idParamSchema(chooseSessionIdMessage) });

/**
 * POST /api/manage/check-in/{sessionId}: a scanned ticket (its code or whole URL) or a student
 * picked from the roster, with the phone's own id for this scan: a scan queued offline and sent
 * twice is one check-in, answered the same both times.
 */
export const checkInRequestSchema = z
  .object({
    ticket: safeString().trim().min(1, scanTicketChooseStudentMessage).max(300).optional(),
    application_id: idSchema(chooseStudentFromRosterMessage).optional(),
    scan_id: safeString()
      .min(8, scanHasNoIdMessage)
      .max(100, scanHasNoIdMessage)
      .regex(/^[A-Za-z0-9_-]+$/, scanHasNoIdMessage),
    /** When the phone scanned it (a scan queued offline); default: now. */
    scanned_at: boundedInstant(
      schemaMessage(
        /*i18n*/ {
          id: "validation.check-in.enter_when_was_scanned",
          message: "Enter when it was scanned as a date and time.",
        },
      ),
    ).optional(),
  })
  .refine((b) => (b.ticket === undefined) !== (b.application_id === undefined), {
    ...scanTicketChooseStudentMessage,
    path: ["ticket"],
  });
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

const person = z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() });

/** 200: admitted (or the same scan again: `replayed`). Refusals are 409s naming why. */
export const checkInResultSchema = z.object({
  status: z.literal("admitted"),
  replayed: z.boolean(),
  application_id: z.number().int(),
  student: person,
  checked_in_at: z.string(),
  checked_in_by: z.object({ name: z.string() }).nullable(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;
export const checkInResultResponseSchema = z.object({ data: checkInResultSchema });

export const attendanceStatuses = ["attended", "no_show"] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** GET /api/manage/check-in/{sessionId}: the session and its roster with each student's check-in. */
export const checkInSessionSchema = z.object({
  session: z.object({
    id: z.number().int(),
    index: z.number().int(),
    count: z.number().int(),
    starts_at: z.string(),
    ends_at: z.string(),
    time_zone: z.string().nullable(),
    opens_at: z.string(),
    /** `before` (not open yet), `open`, `ended` (attendance may be corrected until `editable_until`), `closed`. */
    phase: z.enum(["before", "open", "ended", "closed"]),
    editable_until: z.string(),
  }),
  class: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
  forge: z.object({ name: z.string() }).nullable(),
  students: z.array(
    person.extend({
      application_id: z.number().int(),
      /** The seat's ticket code: the screen recognises a ticket scanned while offline. */
      ticket_code: z.string(),
      /** Stored attendance; after the session a student without one counts as `no_show`. */
      attendance: z.enum(attendanceStatuses).nullable(),
      checked_in_at: z.string().nullable(),
      checked_in_by: z.object({ name: z.string() }).nullable(),
      /** No-shows of this student in the classes this instructor teaches (their record with you). */
      no_shows: z.number().int(),
      /** The instructor's private feedback to this student about the class is sent (issue 40 point 5). */
      feedback_sent: z.boolean(),
    }),
  ),
  counts: z.object({ accepted: z.number().int(), checked_in: z.number().int(), no_show: z.number().int() }),
});
export type CheckInSession = z.infer<typeof checkInSessionSchema>;
export const checkInSessionResponseSchema = z.object({ data: checkInSessionSchema });

export const attendanceParamsSchema = z.object({
  sessionId: idParamSchema(chooseSessionIdMessage),
  applicationId: idParamSchema(chooseStudentFromRosterMessage),
});
/** The check-in screen's roster buttons (route action): who, and for attendance what. */
export const checkInFormSchema = z.object({ application_id: idParamSchema(chooseStudentFromRosterMessage) });
export const attendanceFormSchema = z.object({
  application_id: idParamSchema(chooseStudentFromRosterMessage),
  status: z.enum(attendanceStatuses),
});

/** PUT /api/manage/check-in/{sessionId}/attendance/{applicationId}: corrected after the session. */
export const attendanceUpdateSchema = z.object({ status: z.enum(attendanceStatuses) });
