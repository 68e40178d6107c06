import { z } from "zod";
import { reportReasonSchema } from "./conversations.ts";
import { cursorSchema, idParamSchema, safeString, safeText, visibleText } from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";

/**
 * Verified reviews (issue 40 point 5). Only a student marked attended may review a class, from the
 * end of its last session for `reviewWindowDays` days, once; 1-5 stars with optional aspects and
 * text. Double-blind: the review and the instructor's private feedback to that student are
 * published when both are in or when the window closes. The instructor may reply publicly once;
 * an admin may hide a review with a reason. Nothing is edited after it is stored.
 */

const reviewNotFoundMessage = schemaMessage(
  /*i18n*/ { id: "validation.reviews.review_not_found", message: "Review not found." },
);
const classNotFoundMessage = schemaMessage(
  /*i18n*/ { id: "validation.reviews.class_not_found", message: "Class not found." },
);
const chooseStudentWhoAttendedMessage = schemaMessage(
  /*i18n*/ { id: "validation.reviews.choose_student_who_attended", message: "Choose a student who attended." },
);
const enterFeedbackMessage = schemaMessage(
  /*i18n*/ { id: "validation.reviews.enter_feedback", message: "Enter your feedback." },
);
const enterReplyMessage = schemaMessage(
  /*i18n*/ { id: "validation.reviews.enter_reply", message: "Enter your reply." },
);

/** How long after the class's end its students may review it (and its instructor leave feedback). */
export const reviewWindowDays = 14;
/** The longest review, reply or feedback text. */
export const reviewTextMax = 2000;

/** The optional aspects a student may rate besides the class as a whole. */
export const reviewAspects = ["instruction", "safety", "equipment"] as const;
export type ReviewAspect = (typeof reviewAspects)[number];

const starsMessage = schemaMessage(
  /*i18n*/ { id: "validation.reviews.choose_from_1_5", message: "Choose from 1 to 5 stars." },
);
const stars = () => z.number(starsMessage).int(starsMessage).min(1, starsMessage).max(5, starsMessage);
// reviewTextMax, written out as a person reads it.
const tooLong = schemaMessage(
  /*i18n*/ { id: "validation.reviews.text_too_long", message: "Keep it under 2,000 characters." },
);

/** A class as its URL names it: `42` or `42-intro-to-knife-making`. */
export const reviewClassParamsSchema = z.object({ id: safeString().max(200) });
export const reviewIdParamsSchema = z.object({ id: idParamSchema(reviewNotFoundMessage) });
export const feedbackParamsSchema = z.object({
  id: idParamSchema(classNotFoundMessage),
  studentId: idParamSchema(chooseStudentWhoAttendedMessage),
});
export const instructorSlugParamsSchema = z.object({ slug: safeString().min(1).max(200) });

/** POST /api/classes/{id}/reviews: the student's review (stored once, never edited). */
export const createReviewSchema = z.object({
  rating: stars(),
  instruction: stars().optional(),
  safety: stars().optional(),
  equipment: stars().optional(),
  text: safeText().trim().max(reviewTextMax, tooLong).optional(),
});
export type CreateReview = z.infer<typeof createReviewSchema>;

/** The review form of an accepted seat on /dashboard/my-applications (route action, `_intent=review`). */
export const reviewFormSchema = createReviewSchema.extend({ class_id: idParamSchema(classNotFoundMessage) });

/** POST /api/manage/classes/{id}/feedback/{studentId}: the instructor's private note to one student. */
export const studentFeedbackSchema = z.object({
  text: visibleText(enterFeedbackMessage).min(1, enterFeedbackMessage).max(reviewTextMax, tooLong),
});
export const studentFeedbackFormSchema = studentFeedbackSchema.extend({
  class_id: idParamSchema(classNotFoundMessage),
  student_id: idParamSchema(chooseStudentWhoAttendedMessage),
});

/** POST /api/reviews/{id}/reply: the instructor's one public reply. */
export const reviewReplySchema = z.object({
  text: visibleText(enterReplyMessage).min(1, enterReplyMessage).max(reviewTextMax, tooLong),
});
export const reviewReplyFormSchema = reviewReplySchema.extend({ review_id: idParamSchema(reviewNotFoundMessage) });

/** POST /api/admin/reviews/{id}/hide. */
export const hideReviewSchema = z.object({
  reason: safeText()
    .trim()
    .min(
      1,
      schemaMessage(
        /*i18n*/ { id: "validation.reviews.say_why_review_hidden", message: "Say why this review is hidden." },
      ),
    )
    .max(
      500,
      schemaMessage(
        /*i18n*/ { id: "validation.reviews.keep_reason_under_500", message: "Keep the reason under 500 characters." },
      ),
    ),
});

/** Anyone's Report on a review (route action, `_intent=report-review`): POST /api/reports with `review_id`. */
export const reviewReportFormSchema = z.object({
  review_id: idParamSchema(reviewNotFoundMessage),
  reason: reportReasonSchema,
});

/** An admin's Hide on a review of the class page (route action, `_intent=hide`). */
export const hideReviewFormSchema = hideReviewSchema.extend({ review_id: idParamSchema(reviewNotFoundMessage) });

export const reviewsQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** Average (one decimal), count and the 5-to-1 star distribution of published, visible reviews. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** Five rows, 5 stars first. */
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A published review as anyone sees it: always from a student who attended (`verified_attendee`). */
export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  aspects: z.object({
    instruction: z.number().int().nullable(),
    safety: z.number().int().nullable(),
    equipment: z.number().int().nullable(),
  }),
  text: z.string(),
  /** The reviewer's first name only. */
  author: z.object({ name: z.string() }),
  verified_attendee: z.literal(true),
  class: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
  created_at: z.string(),
  published_at: z.string(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
  /** For the viewer: may they reply (the class's instructor, once)? */
  can_reply: z.boolean(),
  /** For the viewer: may they report it to the admins (signed in, not its author)? */
  can_report: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = z.object({
  data: z.array(reviewSchema),
  meta: z.object({ summary: ratingSummarySchema, next_cursor: z.string().nullable(), total: z.number().int() }),
});
export type ReviewsPage = z.infer<typeof reviewsResponseSchema>;
export const ratingSummaryResponseSchema = z.object({ data: ratingSummarySchema });

/** What the author (or, hidden or not, an admin) gets back for one review. */
export const ownReviewSchema = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  rating: z.number().int(),
  aspects: reviewSchema.shape.aspects,
  text: z.string(),
  created_at: z.string(),
  /** Null until the instructor's feedback is in or the window has closed. */
  published_at: z.string().nullable(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewResponseSchema = z.object({ data: ownReviewSchema });

export const studentFeedbackResultSchema = z.object({
  class_id: z.number().int(),
  student_id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  published: z.boolean(),
});
export const studentFeedbackResponseSchema = z.object({ data: studentFeedbackResultSchema });

/**
 * An accepted seat's review state on my applications (null unless the student attended): may they
 * review now, their review if stored, until when, and the instructor's feedback once published.
 */
export const mySeatReviewSchema = z.object({
  can_review: z.boolean(),
  opens_at: z.string(),
  closes_at: z.string(),
  reviewed: z.boolean(),
  published: z.boolean(),
  /** The instructor's private feedback to this student, once published. */
  feedback: z.string().nullable(),
});
export type MySeatReview = z.infer<typeof mySeatReviewSchema>;
