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
export const contactTopicSchema = z.enum(contactTopics, { error: "Choose a topic." });
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
  type: z.enum(annotationActions, { error: "Choose highlight or hide for each rectangle." }),
  x: z
    .number({ error: "Rectangles need numeric positions." })
    .finite()
    .min(0, "A rectangle starts outside the screenshot."),
  y: z
    .number({ error: "Rectangles need numeric positions." })
    .finite()
    .min(0, "A rectangle starts outside the screenshot."),
  w: z.number({ error: "Rectangles need numeric sizes." }).finite().min(1, "Rectangles must be at least 1 pixel wide."),
  h: z.number({ error: "Rectangles need numeric sizes." }).finite().min(1, "Rectangles must be at least 1 pixel tall."),
});
export type Annotation = z.infer<typeof annotationSchema>;
export const annotationsSchema = z
  .array(annotationSchema, { error: "Send the rectangles as a list." })
  .max(screenshotLimits.maxRectangles, `Draw at most ${screenshotLimits.maxRectangles} rectangles.`);

const optionalEmail = safeString()
  .trim()
  .max(254, "Keep the email address under 254 characters.")
  .pipe(z.union([z.literal(""), z.email("Enter a valid email address.")]))
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined));
const requiredEmail = safeString({ error: "Enter your email address so we can answer." })
  .trim()
  .min(1, "Enter your email address so we can answer.")
  .max(254, "Keep the email address under 254 characters.")
  .pipe(z.email("Enter a valid email address."))
  .transform((v) => v.toLowerCase());

/** Fields every public form carries: the signed form token (minimum fill time) and the honeypot. */
const spamFields = {
  form_token: safeString({ error: "This form has expired. Reload the page and try again." })
    .min(1, "This form has expired. Reload the page and try again.")
    .max(200, "This form has expired. Reload the page and try again."),
  [honeypotField]: safeString().max(200).optional(),
};

/** POST /api/feedback/bug-reports (multipart; the optional file part is `screenshot`). */
export const bugReportSchema = z.object({
  description: safeText({ error: "Describe what went wrong." })
    .trim()
    .min(10, "Describe what went wrong in at least 10 characters.")
    .max(5000, "Keep the description under 5,000 characters."),
  page_url: safeString({ error: "The page address is missing." })
    .trim()
    .min(1, "The page address is missing.")
    .max(2000, "The page address is too long.")
    .pipe(z.url({ protocol: /^https?$/, error: "The page address must be a web address." })),
  user_agent: safeString().trim().max(500, "The browser description is too long.").optional().default(""),
  viewport: safeString()
    .trim()
    .regex(/^(\d{1,5}x\d{1,5})?$/, "The viewport must look like 1280x720.")
    .optional()
    .default(""),
  email: optionalEmail,
  annotations: annotationsSchema.optional().default([]),
  ...spamFields,
});
export type BugReportInput = z.infer<typeof bugReportSchema>;

/** POST /api/feedback/feature-requests (JSON). */
export const featureRequestSchema = z.object({
  title: visibleString(invisibleTextMessages.title, { error: "Give your idea a title." })
    .min(5, "Give your idea a title of at least 5 characters.")
    .max(120, "Keep the title under 120 characters."),
  description: safeText({ error: "Describe your idea." })
    .trim()
    .min(10, "Describe your idea in at least 10 characters.")
    .max(5000, "Keep the description under 5,000 characters."),
  email: optionalEmail,
  ...spamFields,
});
export type FeatureRequestInput = z.infer<typeof featureRequestSchema>;

/** POST /api/feedback/contact (JSON). */
export const contactMessageSchema = z.object({
  name: visibleString(invisibleTextMessages.name, { error: "Tell us your name." })
    .min(1, "Tell us your name.")
    .max(100, "Keep your name under 100 characters."),
  email: requiredEmail,
  topic: contactTopicSchema,
  message: visibleText(invisibleTextMessages.message, { error: "Write your message." })
    .min(10, "Write a message of at least 10 characters.")
    .max(5000, "Keep the message under 5,000 characters."),
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
  message: safeText({ error: "Write your reply." })
    .trim()
    .min(2, "Write your reply.")
    .max(5000, "Keep the reply under 5,000 characters."),
});
