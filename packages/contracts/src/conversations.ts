import { z } from "zod";
import { messageMaxLength } from "./message-limits.ts";
import {
  cursorSchema,
  idParamSchema,
  idSchema,
  invisibleTextMessages,
  safeString,
  safeText,
  visibleText,
} from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";

/**
 * Messaging (DOMAIN.md "Messages", API.md "Messages", issue 17): conversations between two users,
 * optionally about one class; plain-text messages with up to 4 images; blocks and reports.
 */

const writeMessageFirstMessage = schemaMessage(
  /*i18n*/ { id: "validation.conversations.write_message_first", message: "Write a message first." },
);

/**
 * The body of a message: plain text with something visible (not only whitespace or invisible
 * characters), bidi controls removed, at most 5,000 characters.
 */
export const messageBodySchema = visibleText(invisibleTextMessages.message, writeMessageFirstMessage)
  .min(1, writeMessageFirstMessage)
  .max(
    messageMaxLength,
    schemaMessage(
      /*i18n*/ { id: "validation.common.keep_message_under_5000", message: "Keep the message under 5,000 characters." },
    ),
  );

/** The other person of a conversation, as the viewer sees them. */
export const conversationPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  /** `/instructors/{slug}` when the person has a public profile, else null. */
  profile_url: z.string().nullable(),
});
export type ConversationPerson = z.infer<typeof conversationPersonSchema>;

/** The class a conversation is about, if any. */
export const conversationClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
});

/** An image attached to a message (re-encoded, metadata stripped). */
export const messageAttachmentSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Responsive variants, as an `srcset` value. */
  srcset: z.string().nullable(),
});

/** One message in a thread. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  body: z.string(),
  attachments: z.array(messageAttachmentSchema),
  sent_at: z.string(),
  /** When the recipient read it (drives "Seen"); null while unread. */
  read_at: z.string().nullable(),
  /** "email" when it arrived as a reply by email. */
  via: z.enum(["web", "email"]),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation in the list (and at the top of a thread). */
export const conversationSchema = z.object({
  id: z.number().int(),
  other: conversationPersonSchema,
  class: conversationClassSchema.nullable(),
  last_message: z
    .object({
      /** The first 140 characters of the body ("Photo" when it has only images). */
      excerpt: z.string(),
      sender_id: z.number().int(),
      sent_at: z.string(),
    })
    .nullable(),
  /** Messages from the other person the viewer has not read. */
  unread_count: z.number().int().min(0),
  updated_at: z.string(),
  /** The viewer blocked the other person (the thread stays readable; nobody can send). */
  blocked_by_me: z.boolean(),
  /** Whether the viewer may send in it now (false when either side blocked: the blocked side is not told why). */
  can_send: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations: newest activity first; `q` searches the other person's name and the class title. */
export const conversationsQuerySchema = z.object({
  q: safeString()
    .trim()
    .max(
      100,
      schemaMessage(
        /*i18n*/ {
          id: "validation.conversations.keep_search_under_100",
          message: "Keep the search under 100 characters.",
        },
      ),
    )
    .optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;

export const conversationsResponseSchema = z.object({
  data: z.array(conversationSchema),
  meta: z.object({ next_cursor: z.string().nullable(), unread_total: z.number().int().min(0) }),
});

/** GET /api/conversations/unread-count: unread messages across all conversations (the header badge). */
export const conversationsUnreadResponseSchema = z.object({ unread_count: z.number().int().min(0) });

/**
 * POST /api/conversations: start (201) or reopen (200) the conversation with `user_id` (about
 * `class_id` when given) and send the first message. Send an Idempotency-Key header on retries.
 */
export const startConversationSchema = z.object({
  user_id: idSchema(
    schemaMessage(/*i18n*/ { id: "validation.conversations.choose_who_message", message: "Choose who to message." }),
  ),
  class_id: idSchema(
    schemaMessage(
      /*i18n*/ { id: "validation.conversations.choose_existing_class", message: "Choose an existing class." },
    ),
  ).optional(),
  body: messageBodySchema,
});
export type StartConversation = z.infer<typeof startConversationSchema>;

export const conversationParamsSchema = z.object({ id: idParamSchema() });

const attachmentFileMessage = schemaMessage(
  /*i18n*/ {
    id: "validation.conversations.isnt_name_message_attachment",
    message: "This isn't the name of a message attachment.",
  },
);

/**
 * GET /api/conversations/{id}/attachments/{file}: one rendition of a message image (decision
 * 380), named as the image pipeline names it ("{conversationId}-{random}-{width}.webp").
 */
export const attachmentParamsSchema = z.object({
  id: idParamSchema(),
  file: safeString(attachmentFileMessage)
    .max(100, attachmentFileMessage)
    .regex(/^[1-9]\d{0,9}-[0-9a-f]+-[1-9]\d{0,4}\.webp$/, attachmentFileMessage),
});

/** GET /api/conversations/{id}/messages: the newest page first; `cursor` pages to older messages. */
export const threadQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const threadResponseSchema = z.object({
  /** Oldest first within the page. */
  data: z.array(chatMessageSchema),
  meta: z.object({
    /** Cursor of the next older page, null at the start of the conversation. */
    next_cursor: z.string().nullable(),
    conversation: conversationSchema,
  }),
});

/**
 * POST /api/conversations/{id}/messages: JSON `{ body }`, or multipart with a `body` field and up
 * to 4 image files named `attachments`. Send an Idempotency-Key header on retries.
 */
export const sendMessageSchema = z.object({ body: messageBodySchema });
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const sentMessageResponseSchema = z.object({
  data: z.object({ conversation: conversationSchema, message: chatMessageSchema }),
});

/** GET /api/users/{id}/block: whether the viewer blocked that person (never whether they blocked the viewer). */
export const blockStatusResponseSchema = z.object({ blocked: z.boolean() });
export type BlockStatus = z.infer<typeof blockStatusResponseSchema>;

/** POST /api/conversations/{id}/read: marks the other person's messages read up to now. */
export const markConversationReadResponseSchema = z.object({ data: z.object({ read_at: z.string().nullable() }) });

/** Why someone reports a message, a conversation or a review. */
export const reportReasonSchema = safeText()
  .trim()
  .min(
    10,
    schemaMessage(
      /*i18n*/ {
        id: "validation.conversations.tell_us_what_happened",
        message: "Tell us what happened in at least 10 characters.",
      },
    ),
  )
  .max(
    1000,
    schemaMessage(
      /*i18n*/ {
        id: "validation.conversations.keep_reason_under_1000",
        message: "Keep the reason under 1,000 characters.",
      },
    ),
  );

/**
 * POST /api/reports: report a message or a whole conversation to the admins (decision 503), or a
 * published review (issue 40). A message is reported against its author (never one's own); a
 * conversation against `reported_user_id`, the other person of it (who it defaults to); a review
 * against the student who wrote it.
 */
export const createReportSchema = z
  .object({
    message_id: idSchema(
      schemaMessage(
        /*i18n*/ { id: "validation.conversations.choose_existing_message", message: "Choose an existing message." },
      ),
    ).optional(),
    conversation_id: idSchema(
      schemaMessage(
        /*i18n*/ {
          id: "validation.conversations.choose_existing_conversation",
          message: "Choose an existing conversation.",
        },
      ),
    ).optional(),
    review_id: idSchema(
      schemaMessage(
        /*i18n*/ { id: "validation.conversations.choose_existing_review", message: "Choose an existing review." },
      ),
    ).optional(),
    reported_user_id: idSchema(
      schemaMessage(
        /*i18n*/ {
          id: "validation.conversations.choose_person_you_are",
          message: "Choose the person you are reporting.",
        },
      ),
    ).optional(),
    reason: reportReasonSchema,
  })
  .refine((v) => v.message_id !== undefined || v.conversation_id !== undefined || v.review_id !== undefined, {
    ...schemaMessage(
      /*i18n*/ {
        id: "validation.conversations.choose_message_conversation_report",
        message: "Choose the message or conversation to report.",
      },
    ),
    path: ["message_id"],
  })
  .refine((v) => v.review_id === undefined || (v.message_id === undefined && v.conversation_id === undefined), {
    ...schemaMessage(
      /*i18n*/ {
        id: "validation.conversations.report_review_own_apart",
        message: "Report a review on its own, apart from any message.",
      },
    ),
    path: ["review_id"],
  });
export type CreateReport = z.infer<typeof createReportSchema>;

export const reportStatusList = ["open", "dismissed", "warned", "suspended"] as const;
export const reportStatusSchema = z.enum(reportStatusList);
export const reportActionSchema = z.enum(["dismiss", "warn", "suspend"]);

/** A person in a report as the admins see them (admin answers only: the email is for them). */
export const reportPersonSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** A message of a report's context: who wrote it, and whether the report covers it. */
export const reportMessageSchema = chatMessageSchema.extend({
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** The reported message, or (a whole-conversation report) a message sent up to the report. */
  reported: z.boolean(),
});
export type ReportMessage = z.infer<typeof reportMessageSchema>;

/** A review in a report: what the admins read and where it is shown (its class's page). */
export const reportedReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  reply: z.string().nullable(),
  class: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
  hidden: z.boolean(),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

/** A report in the admin moderation queue, with the reported messages in context. */
export const reportSchema = z.object({
  id: z.number().int(),
  status: reportStatusSchema,
  reason: z.string(),
  reporter: reportPersonSchema,
  /** The person a decision acts on: the reported message's or review's author, or whom the reporter named. */
  reported_user: reportPersonSchema,
  /** Null for a review's report. */
  conversation_id: z.number().int().nullable(),
  message_id: z.number().int().nullable(),
  /** A reported review as it reads now (its text, stars and class; whether an admin hid it). */
  review: reportedReviewSchema.nullable(),
  /**
   * Messages sent up to the report, each with its author: the reported message and the ones
   * around it, or the conversation's last ones.
   */
  context: z.array(reportMessageSchema),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportsQuerySchema = z.object({
  status: z.enum(["open", "closed"]).default("open"),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const reportsResponseSchema = z.object({
  data: z.array(reportSchema),
  meta: z.object({ next_cursor: z.string().nullable(), total: z.number().int() }),
});

/** POST /api/admin/reports/{id}/decision. */
export const reportDecisionSchema = z.object({
  action: reportActionSchema,
  note: safeText()
    .trim()
    .max(
      1000,
      schemaMessage(
        /*i18n*/ {
          id: "validation.conversations.keep_note_under_1000",
          message: "Keep the note under 1,000 characters.",
        },
      ),
    )
    .optional(),
});

export const reportResponseSchema = z.object({ data: reportSchema });

/**
 * The reporter's view of their report (POST /api/reports, GET /api/reports/{id}): whom it names,
 * whether it is still open; never an email, the admins' decision or note.
 */
export const myReportSchema = z.object({
  id: z.number().int(),
  status: z.enum(["open", "reviewed"]),
  reason: z.string(),
  reported_user: z.object({ id: z.number().int(), name: z.string() }),
  conversation_id: z.number().int().nullable(),
  message_id: z.number().int().nullable(),
  review_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportResponseSchema = z.object({ data: myReportSchema });

/** Live: the recipient read messages up to `read_at` (on the sender's `private-user.{id}`). */
export const messageReadEventSchema = z.object({
  conversation_id: z.number().int(),
  reader_id: z.number().int(),
  read_at: z.string(),
});
export type MessageReadEvent = z.infer<typeof messageReadEventSchema>;
