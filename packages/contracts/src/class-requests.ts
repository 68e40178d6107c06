import { z } from "zod";
import { skillLevelSchema } from "./classes.ts";
import {
  cursorSchema,
  idParamSchema,
  idSchema,
  invisibleTextMessages,
  safeString,
  safeText,
  visibleString,
} from "./safe-input.ts";
import { schemaMessage, schemaText } from "./schema-message.ts";
import { themeSlugSchema } from "./themes.ts";

const choosePublishedClassMessage = schemaMessage(
  /*i18n*/ { id: "validation.class-requests.choose_published_class", message: "Choose a published class." },
);

/**
 * DOMAIN.md "Class requests and votes", API.md "Class requests". Statuses are the four of docs/product.md#class-request-statuses;
 * a merged request is `rejected` with `merged_into_id` set (decision 110).
 */
export const classRequestStatusList = ["in_review", "approved", "rejected", "fulfilled"] as const;
export const classRequestStatusSchema = z.enum(classRequestStatusList);
export type ClassRequestStatus = z.infer<typeof classRequestStatusSchema>;
export const classRequestStatusLabels: Record<ClassRequestStatus, string> = {
  in_review: "In review",
  approved: "Open for votes",
  rejected: "Needs updates",
  fulfilled: "Fulfilled",
};

/** The fields a requester writes (POST takes all, PATCH any subset). */
export const classRequestFields = {
  title: visibleString(invisibleTextMessages.title)
    .min(
      5,
      schemaMessage(
        /*i18n*/ {
          id: "validation.class-requests.give_request_title_least",
          message: "Give the request a title of at least 5 characters.",
        },
      ),
    )
    .max(
      120,
      schemaMessage(
        /*i18n*/ { id: "validation.common.keep_title_under_120", message: "Keep the title under 120 characters." },
      ),
    ),
  theme: themeSlugSchema,
  description: safeText()
    .trim()
    .min(
      20,
      schemaMessage(
        /*i18n*/ {
          id: "validation.class-requests.describe_class_you_would",
          message: "Describe the class you would like in at least 20 characters.",
        },
      ),
    )
    .max(
      5000,
      schemaMessage(
        /*i18n*/ {
          id: "validation.common.keep_description_under_5000",
          message: "Keep the description under 5,000 characters.",
        },
      ),
    ),
  /** Free text such as "Portland, Oregon" (decision 112). */
  preferred_location: safeString()
    .trim()
    .min(
      2,
      schemaMessage(
        /*i18n*/ {
          id: "validation.class-requests.say_where_you_would",
          message: "Say where you would like the class.",
        },
      ),
    )
    .max(
      120,
      schemaMessage(
        /*i18n*/ {
          id: "validation.class-requests.keep_location_under_120",
          message: "Keep the location under 120 characters.",
        },
      ),
    ),
  /** Free text such as "Weekends this spring". */
  preferred_timeframe: safeString()
    .trim()
    .min(
      2,
      schemaMessage(
        /*i18n*/ { id: "validation.class-requests.say_when_you_would", message: "Say when you would like the class." },
      ),
    )
    .max(
      120,
      schemaMessage(
        /*i18n*/ {
          id: "validation.class-requests.keep_timeframe_under_120",
          message: "Keep the timeframe under 120 characters.",
        },
      ),
    ),
  skill_level: skillLevelSchema,
};

/** POST /api/class-requests (201, starts in_review). Send an Idempotency-Key header on retries. */
export const createClassRequestSchema = z.object(classRequestFields);
export type CreateClassRequest = z.infer<typeof createClassRequestSchema>;

/** PATCH /api/class-requests/{id}: the requester, while in_review or rejected (rejected -> in_review). */
export const updateClassRequestSchema = z
  .object(classRequestFields)
  .partial()
  .refine(
    (v) => Object.keys(v).length > 0,
    schemaMessage(/*i18n*/ { id: "validation.common.change_least_one_field", message: "Change at least one field." }),
  );
export type UpdateClassRequest = z.infer<typeof updateClassRequestSchema>;

export const classRequestIdParamsSchema = z.object({ id: idParamSchema() });

/** A class request in every response (API.md: id, title, theme, status, review_message, ...). */
export const classRequestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  theme: themeSlugSchema,
  description: z.string(),
  preferred_location: z.string(),
  preferred_timeframe: z.string(),
  skill_level: skillLevelSchema,
  status: classRequestStatusSchema,
  review_message: z.string().nullable(),
  reviewed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reviewed_at: z.string().nullable(),
  votes_count: z.number().int().min(0),
  /** Whether the viewer voted (false when signed out). */
  has_voted: z.boolean(),
  requester: z.object({ id: z.number().int(), name: z.string() }),
  fulfilled_class_id: z.number().int().nullable(),
  /** `/classes/{id}-{slug}` of the linked class, when fulfilled. */
  fulfilled_class_url: z.string().nullable(),
  /** Set when an admin merged this request into another: show "merged into {title}". */
  merged_into_id: z.number().int().nullable(),
  merged_into: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Whether the viewer may edit it now (the requester, while in_review or rejected and not merged). */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClassRequest = z.infer<typeof classRequestSchema>;

export const classRequestResponseSchema = z.object({ data: classRequestSchema });

const paginationMetaSchema = z.object({ next_cursor: z.string().nullable(), total: z.number().int() });

export const classRequestSorts = ["votes", "newest", "nearest"] as const;
export const classRequestSortSchema = z.enum(classRequestSorts);
export type ClassRequestSort = z.infer<typeof classRequestSortSchema>;

/**
 * GET /api/class-requests: approved and fulfilled ones plus the viewer's own of any status.
 * `location` filters on preferred_location (case-insensitive substring); `near` (default: the
 * `location` value) orders `sort=nearest`: exact match, then partial match, then the rest (decision 112).
 */
export const classRequestListQuerySchema = z.object({
  sort: classRequestSortSchema.default("votes"),
  theme: themeSlugSchema.optional(),
  location: safeString().trim().min(1).max(120).optional(),
  near: safeString().trim().min(1).max(120).optional(),
  /** Only the viewer's own requests when "1"/"true". */
  mine: z
    .enum(["1", "true", "0", "false"])
    .transform((v) => v === "1" || v === "true")
    .optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ClassRequestListQuery = z.infer<typeof classRequestListQuerySchema>;

export const classRequestListResponseSchema = z.object({
  data: z.array(classRequestSchema),
  meta: paginationMetaSchema,
});
export type ClassRequestListResponse = z.infer<typeof classRequestListResponseSchema>;

/** GET /api/user/class-requests: the signed-in user's, any status, newest first. */
export const myClassRequestsResponseSchema = z.object({ data: z.array(classRequestSchema) });

/** PUT / DELETE /api/class-requests/{id}/vote (idempotent), 200. */
export const classRequestVoteResponseSchema = z.object({
  data: z.object({ id: z.number().int(), votes_count: z.number().int().min(0), has_voted: z.boolean() }),
});
export type ClassRequestVote = z.infer<typeof classRequestVoteResponseSchema>["data"];

/** The vote button's page form (POST /class-requests, decision 535): PUT or DELETE /api/class-requests/{id}/vote. */
export const classRequestVoteFormSchema = z.object({
  id: idSchema(
    schemaMessage(
      /*i18n*/ { id: "validation.class-requests.choose_request_vote", message: "Choose a request to vote for." },
    ),
  ),
  intent: z.enum(
    ["vote", "unvote"],
    schemaMessage(
      /*i18n*/ {
        id: "validation.class-requests.choose_vote_take_vote",
        message: "Choose to vote or to take your vote back.",
      },
    ),
  ),
});

/** POST /api/class-requests/{id}/fulfil: the class's instructor or an admin links a published class. */
export const fulfilClassRequestSchema = z.object({ class_id: idSchema(choosePublishedClassMessage) });

/** GET /api/admin/class-requests: oldest first, each with similar requests to spot duplicates. */
export const adminClassRequestsQuerySchema = z.object({
  status: classRequestStatusSchema.optional(),
  theme: themeSlugSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminClassRequestsQuery = z.infer<typeof adminClassRequestsQuerySchema>;

export const similarClassRequestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: classRequestStatusSchema,
  votes_count: z.number().int(),
  merged_into_id: z.number().int().nullable(),
});
export type SimilarClassRequest = z.infer<typeof similarClassRequestSchema>;

export const adminClassRequestSchema = classRequestSchema.extend({
  requester: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  similar: z.array(similarClassRequestSchema),
});
export type AdminClassRequest = z.infer<typeof adminClassRequestSchema>;

export const adminClassRequestsResponseSchema = z.object({
  data: z.array(adminClassRequestSchema),
  meta: paginationMetaSchema,
});

/** POST /api/admin/class-requests/{id}/review: rejected needs a message, fulfilled a published class. */
export const reviewClassRequestSchema = z
  .object({
    status: classRequestStatusSchema,
    message: safeText()
      .trim()
      .max(
        2000,
        schemaMessage(
          /*i18n*/ {
            id: "validation.class-requests.keep_message_under_2000",
            message: "Keep the message under 2,000 characters.",
          },
        ),
      )
      .optional(),
    class_id: idSchema(choosePublishedClassMessage).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "rejected" && !v.message) {
      ctx.addIssue({
        code: "custom",
        path: ["message"],
        message: schemaText(
          schemaMessage(
            /*i18n*/ {
              id: "validation.class-requests.tell_requester_what_needs",
              message: "Tell the requester what needs updating.",
            },
          ),
        ),
      });
    }
    if (v.status === "fulfilled" && !v.class_id) {
      ctx.addIssue({
        code: "custom",
        path: ["class_id"],
        message: schemaText(
          schemaMessage(
            /*i18n*/ {
              id: "validation.class-requests.choose_published_class_that",
              message: "Choose the published class that fulfills it.",
            },
          ),
        ),
      });
    }
  });
export type ReviewClassRequest = z.infer<typeof reviewClassRequestSchema>;

/** POST /api/admin/class-requests/{id}/merge: this request (B) goes into `into_id` (A). */
export const mergeClassRequestSchema = z.object({
  into_id: idSchema(
    schemaMessage(
      /*i18n*/ {
        id: "validation.class-requests.choose_request_merge_into",
        message: "Choose the request to merge into.",
      },
    ),
  ),
});

export const adminClassRequestResponseSchema = z.object({ data: adminClassRequestSchema });
