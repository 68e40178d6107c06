import { z } from "zod";
import { invisibleTextMessages, maxInt4, safeString, visibleString } from "./safe-input.ts";
import { currentUserSchema } from "./user.ts";

/** Password length bounds (the common-password check runs on the server, which holds the list). */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

const required = (field: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? `The ${field} field is required.`
    : `The ${field} field must be a string.`;

const requiredString = (field: string) =>
  safeString({ error: required(field) })
    .trim()
    .min(1, `The ${field} field is required.`);

const emailField = safeString({ error: required("email") })
  .trim()
  .min(1, "The email field is required.")
  .max(254, "The email field must not be greater than 254 characters.")
  .pipe(z.email("The email field must be a valid email address."));

/**
 * NIST SP 800-63B: a password is compared and counted after Unicode normalisation (NFKC), one
 * character per code point, so "ﬀ" and "ff" are the same password and an emoji counts once.
 */
export const normalizePassword = (password: string): string => password.normalize("NFKC");
export const passwordLength = (password: string): number => [...normalizePassword(password)].length;

/** The messages of the password rules, shared by the forms and the server. */
export const passwordMessages = {
  required: "The password field is required.",
  blank: "The password cannot be only spaces.",
  tooShort: `The password field must be at least ${passwordMinLength} characters.`,
  tooLong: `The password field must not be greater than ${passwordMaxLength} characters.`,
  containsEmail: "The password must not contain your email address.",
  containsName: "The password must not contain your name.",
  common: "This password is one of the most commonly used. Please choose a less guessable one.",
} as const;

/**
 * A new password: 8-128 characters after NFKC normalisation, not only whitespace. The server also
 * refuses passwords containing the email or name, and very common ones (it holds the list).
 */
export const newPasswordSchema = safeString({ error: required("password") })
  .max(passwordMaxLength * 4, passwordMessages.tooLong)
  .superRefine((password, ctx) => {
    const length = passwordLength(password);
    const message =
      password === ""
        ? passwordMessages.required
        : normalizePassword(password).trim() === ""
          ? passwordMessages.blank
          : length < passwordMinLength
            ? passwordMessages.tooShort
            : length > passwordMaxLength
              ? passwordMessages.tooLong
              : null;
    if (message) ctx.addIssue({ code: "custom", message });
  });

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation;
const confirmationIssue = {
  message: "The two passwords do not match: type the same password in both boxes.",
  path: ["password"],
};

/** POST /api/register */
export const registerBodySchema = z
  .object({
    name: visibleString(invisibleTextMessages.name, { error: required("name") })
      .min(1, "The name field is required.")
      .max(100, "The name field must not be greater than 100 characters."),
    email: emailField,
    password: newPasswordSchema,
    password_confirmation: z.string({ error: required("password confirmation") }),
  })
  .refine(confirmed, confirmationIssue);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/register's 201 (decision 500): the new, unverified user; the answer also starts a session. */
export const registerResponseSchema = z.object({ data: currentUserSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/login */
export const loginBodySchema = z.object({
  email: emailField,
  password: safeString({ error: required("password") })
    .min(1, "The password field is required.")
    .max(1024),
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /api/forgot-password */
export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /api/reset-password: the token and email come from the emailed link. */
export const resetPasswordBodySchema = z
  .object({
    token: requiredString("token").max(200),
    email: emailField,
    password: newPasswordSchema,
    password_confirmation: z.string({ error: required("password confirmation") }),
  })
  .refine(confirmed, confirmationIssue);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** PUT /api/user/password */
export const changePasswordBodySchema = z
  .object({
    current_password: safeString({ error: required("current password") })
      .min(1, "The current password field is required.")
      .max(1024),
    password: newPasswordSchema,
    password_confirmation: z.string({ error: required("password confirmation") }),
  })
  .refine(confirmed, confirmationIssue);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /api/email/verify: the query of the emailed link `/verify-email?id=&hash=&expires=&signature=`. */
export const verifyEmailBodySchema = z.object({
  id: z.coerce
    .number({ error: "The id field is required." })
    .int()
    .positive()
    .max(maxInt4, "This verification link is not valid."),
  hash: requiredString("hash").max(128),
  expires: z.coerce.number({ error: "The expires field is required." }).int().positive(),
  signature: requiredString("signature").max(128),
});
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/** A plain acknowledgement, e.g. 202 from forgot-password and the verification resend. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export { emailTakenMessage } from "./auth-messages.ts";
