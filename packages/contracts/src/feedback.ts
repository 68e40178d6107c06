import { z } from "zod";
import {
  cursorSchema,
  idParamSchema,
  invisibleTextMessages,
  safeString,
  safeText,
  visibleString,
  visibleText,
} from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";

const rectanglesNeedNumericPositionsMessage = schemaMessage(
  /*i18n*/ {
    id: "validation.feedback.rectangles_need_numeric_positions",
    message: "Rectangles need numeric positions.",
  },
);
const rectangleStartsOutsideScreenshotMessage = schemaMessage(
  /*i18n*/ {
    id: "validation.feedback.rectangle_starts_outside_screenshot",
    message: "A rectangle starts outside the screenshot.",
  },
);
const rectanglesNeedNumericSizesMessage = schemaMessage(
  /*i18n*/ { id: "validation.feedback.rectangles_need_numeric_sizes", message: "Rectangles need numeric sizes." },
);
const keepEmailAddressUnderMessage = schemaMessage(
  /*i18n*/ {
    id: "validation.feedback.keep_email_address_under",
    message: "Keep the email address under 254 characters.",
  },
);
const enterValidEmailAddressMessage = schemaMessage(
  /*i18n*/ { id: "validation.common.enter_valid_email_address", message: "Enter a valid email address." },
);
const enterEmailAddressSoMessage = schemaMessage(
  /*i18n*/ { id: "validation.feedback.enter_email_address_so", message: "Enter your email address so we can answer." },
);
const formHasExpiredReloadMessage = schemaMessage(
  /*i18n*/ {
    id: "validation.feedback.form_has_expired_reload",
    message: "This form has expired. Reload the page and try again.",
  },
);
const keepDescriptionUnder5000Message = schemaMessage(
  /*i18n*/ {
    id: "validation.common.keep_description_under_5000",
    message: "Keep the description under 5,000 characters.",
  },
);
const pageAddressMissingMessage = schemaMessage(
  /*i18n*/ { id: "validation.feedback.page_address_missing", message: "The page address is missing." },
);
const tellUsNameMessage = schemaMessage(
  /*i18n*/ { id: "validation.feedback.tell_us_name", message: "Tell us your name." },
);
const writeReplyMessage = schemaMessage(
  /*i18n*/ { id: "validation.feedback.write_reply", message: "Write your reply." },
);

/**
 * Feedback (issue 18 points 2-5, docs/product.md#pages): bug reports (the floating
 * widget and /bug-report), feature requests (/feature-request) and contact messages (/contact),
 * read by admins in one inbox at /admin/feedback. Decisions 310-314.
 */
export const feedbackKinds = ["bug_report", "feature_request", "contact"] as const;
export const feedbackKindSchema = z.enum(feedbackKinds);
export type FeedbackKind = z.infer<typeof feedbackKindSchema>;
export const feedbackKindLabels: Record<FeedbackKind, string> = {
  bug_report: "Bug report",
  feature_request: "Feature request",
  contact: "Contact message",
};

export const feedbackStatuses = ["new", "triaged", "done"] as const;
export const feedbackStatusSchema = z.enum(feedbackStatuses);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;
export const feedbackStatusLabels: Record<FeedbackStatus, string> = { new: "New", triaged: "Triaged", done: "Done" };

export const contactTopics = ["general", "classes", "instructors", "account", "press", "other"] as const;
export const contactTopicSchema = z.enum(
  contactTopics,
  schemaMessage(/*i18n*/ { id: "validation.feedback.choose_topic", message: "Choose a topic." }),
);
export const contactTopicLabels: Record<(typeof contactTopics)[number], string> = {
  general: "General question",
  classes: "Classes and bookings",
  instructors: "Teaching on Guildforge",
  account: "My account",
  press: "Press and partnerships",
  other: "Something else",
};

/** docs/product.md#entities: the screenshot attachment. */
export const screenshotFileName = "screenshot.png";
export const screenshotContentType = "application/png";
/** Caps on an uploaded screenshot (decision 311): bytes, and pixels per side. */
export const screenshotLimits = { maxBytes: 8 * 1024 * 1024, maxWidth: 4096, maxHeight: 8192, maxRectangles: 50 };
/** The honeypot field every feedback form carries, hidden from people (decision 312). */
export const honeypotField = "website";
/** A form sent sooner than this after its form token was issued is refused as too fast (decision 312). */
export const feedbackMinFillMs = 3000;

/** docs/product.md#entities "Screenshot annotation rectangle": in the screenshot's own pixels. */
export const annotationActions = ["highlight", "hide"] as const;
export const annotationSchema = z.object({
  type: z.enum(
    annotationActions,
    schemaMessage(
      /*i18n*/ {
        id: "validation.feedback.choose_highlight_hide_each",
        message: "Choose highlight or hide for each rectangle.",
      },
    ),
  ),
  x: z.number(rectanglesNeedNumericPositionsMessage).finite().min(0, rectangleStartsOutsideScreenshotMessage),
  y: z.number(rectanglesNeedNumericPositionsMessage).finite().min(0, rectangleStartsOutsideScreenshotMessage),
  w: z
    .number(rectanglesNeedNumericSizesMessage)
    .finite()
    .min(
      1,
      schemaMessage(
        /*i18n*/ {
          id: "validation.feedback.rectangles_must_least_1_pixel",
          message: "Rectangles must be at least 1 pixel wide.",
        },
      ),
    ),
  h: z
    .number(rectanglesNeedNumericSizesMessage)
    .finite()
    .min(
      1,
      schemaMessage(
        /*i18n*/ {
          id: "validation.feedback.rectangles_must_least_1",
          message: "Rectangles must be at least 1 pixel tall.",
        },
      ),
    ),
});
export type Annotation = z.infer<typeof annotationSchema>;
export const annotationsSchema = z
  .array(
    annotationSchema,
    schemaMessage(
      /*i18n*/ { id: "validation.feedback.send_rectangles_list", message: "Send the rectangles as a list." },
    ),
  )
  .max(
    screenshotLimits.maxRectangles,
    schemaMessage(
      /*i18n*/ { id: "validation.feedback.too_many_rectangles", message: "Draw at most {maximum} rectangles." },
      { maximum: screenshotLimits.maxRectangles },
    ),
  );

const optionalEmail = safeString()
  .trim()
  .max(254, keepEmailAddressUnderMessage)
  .pipe(z.union([z.literal(""), z.email(enterValidEmailAddressMessage)]))
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined));
const requiredEmail = safeString(enterEmailAddressSoMessage)
  .trim()
  .min(1, enterEmailAddressSoMessage)
  .max(254, keepEmailAddressUnderMessage)
  .pipe(z.email(enterValidEmailAddressMessage))
  .transform((v) => v.toLowerCase());

/** Fields every public form carries: the signed form token (minimum fill time) and the honeypot. */
const spamFields = {
  form_token: safeString(formHasExpiredReloadMessage)
    .min(1, formHasExpiredReloadMessage)
    .max(200, formHasExpiredReloadMessage),
  [honeypotField]: safeString().max(200).optional(),
};

/** POST /api/feedback/bug-reports (multipart; the optional file part is `screenshot`). */
export const bugReportSchema = z.object({
  description: safeText(
    schemaMessage(
      /*i18n*/ { id: "validation.feedback.describe_what_went_wrong_short", message: "Describe what went wrong." },
    ),
  )
    .trim()
    .min(
      10,
      schemaMessage(
        /*i18n*/ {
          id: "validation.feedback.describe_what_went_wrong",
          message: "Describe what went wrong in at least 10 characters.",
        },
      ),
    )
    .max(5000, keepDescriptionUnder5000Message),
  page_url: safeString(pageAddressMissingMessage)
    .trim()
    .min(1, pageAddressMissingMessage)
    .max(
      2000,
      schemaMessage(
        /*i18n*/ { id: "validation.feedback.page_address_too_long", message: "The page address is too long." },
      ),
    )
    .pipe(
      z.url({
        protocol: /^https?$/,
        ...schemaMessage(
          /*i18n*/ {
            id: "validation.feedback.page_address_must_web",
            message: "The page address must be a web address.",
          },
        ),
      }),
    ),
  user_agent: safeString()
    .trim()
    .max(
      500,
      schemaMessage(
        /*i18n*/ {
          id: "validation.feedback.browser_description_too_long",
          message: "The browser description is too long.",
        },
      ),
    )
    .optional()
    .default(""),
  viewport: safeString()
    .trim()
    .regex(
      /^(\d{1,5}x\d{1,5})?$/,
      schemaMessage(
        /*i18n*/ {
          id: "validation.feedback.viewport_must_look_like",
          message: "The viewport must look like 1280x720.",
        },
      ),
    )
    .optional()
    .default(""),
  email: optionalEmail,
  annotations: annotationsSchema.optional().default([]),
  ...spamFields,
});
export type BugReportInput = z.infer<typeof bugReportSchema>;

/** POST /api/feedback/feature-requests (JSON). */
export const featureRequestSchema = z.object({
  title: visibleString(
    invisibleTextMessages.title,
    schemaMessage(/*i18n*/ { id: "validation.feedback.give_idea_title", message: "Give your idea a title." }),
  )
    .min(
      5,
      schemaMessage(
        /*i18n*/ {
          id: "validation.feedback.give_idea_title_least",
          message: "Give your idea a title of at least 5 characters.",
        },
      ),
    )
    .max(
      120,
      schemaMessage(
        /*i18n*/ { id: "validation.common.keep_title_under_120", message: "Keep the title under 120 characters." },
      ),
    ),
  description: safeText(
    schemaMessage(/*i18n*/ { id: "validation.feedback.describe_idea", message: "Describe your idea." }),
  )
    .trim()
    .min(
      10,
      schemaMessage(
        /*i18n*/ {
          id: "validation.feedback.describe_idea_least_10",
          message: "Describe your idea in at least 10 characters.",
        },
      ),
    )
    .max(5000, keepDescriptionUnder5000Message),
  email: optionalEmail,
  ...spamFields,
});
export type FeatureRequestInput = z.infer<typeof featureRequestSchema>;

/** POST /api/feedback/contact (JSON). */
export const contactMessageSchema = z.object({
  name: visibleString(invisibleTextMessages.name, tellUsNameMessage)
    .min(1, tellUsNameMessage)
    .max(
      100,
      schemaMessage(
        /*i18n*/ { id: "validation.feedback.keep_name_under_100", message: "Keep your name under 100 characters." },
      ),
    ),
  email: requiredEmail,
  topic: contactTopicSchema,
  message: visibleText(
    invisibleTextMessages.message,
    schemaMessage(/*i18n*/ { id: "validation.feedback.write_message", message: "Write your message." }),
  )
    .min(
      10,
      schemaMessage(
        /*i18n*/ {
          id: "validation.feedback.write_message_least_10",
          message: "Write a message of at least 10 characters.",
        },
      ),
    )
    .max(
      5000,
      schemaMessage(
        /*i18n*/ {
          id: "validation.common.keep_message_under_5000",
          message: "Keep the message under 5,000 characters.",
        },
      ),
    ),
  ...spamFields,
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** GET /api/feedback/form-token: a signed, timestamped token each form sends back. */
export const formTokenResponseSchema = z.object({ data: z.object({ token: z.string() }) });

export const feedbackCreatedResponseSchema = z.object({
  data: z.object({ id: z.number().int(), kind: feedbackKindSchema, status: feedbackStatusSchema }),
});

/** One item of the admin inbox. Text is returned as stored: clients render it as text, never HTML. */
export const feedbackItemSchema = z.object({
  id: z.number().int(),
  kind: feedbackKindSchema,
  status: feedbackStatusSchema,
  title: z.string(),
  body: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  topic: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  page_url: z.string().nullable(),
  user_agent: z.string().nullable(),
  viewport: z.string().nullable(),
  screenshot: z
    .object({
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      annotations: z.array(annotationSchema),
    })
    .nullable(),
  can_reply: z.boolean(),
  replies: z.array(z.object({ id: z.number().int(), body: z.string(), by: z.string(), created_at: z.string() })),
  created_at: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const adminFeedbackQuerySchema = z.object({
  kind: feedbackKindSchema.optional(),
  status: feedbackStatusSchema.optional(),
  cursor: cursorSchema.optional(),
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuerySchema>;

export const adminFeedbackListResponseSchema = z.object({
  data: z.array(feedbackItemSchema),
  meta: z.object({ next_cursor: z.string().nullable(), total: z.number().int() }),
});
export const feedbackItemResponseSchema = z.object({ data: feedbackItemSchema });
export const feedbackIdParamsSchema = z.object({ id: idParamSchema() });
export const updateFeedbackStatusSchema = z.object({ status: feedbackStatusSchema });
export const replyFeedbackSchema = z.object({
  message: safeText(writeReplyMessage)
    .trim()
    .min(2, writeReplyMessage)
    .max(
      5000,
      schemaMessage(
        /*i18n*/ { id: "validation.feedback.keep_reply_under_5000", message: "Keep the reply under 5,000 characters." },
      ),
    ),
});
