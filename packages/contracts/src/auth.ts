import { z } from "zod";
import { authFields, passwordMaxLength, passwordMinLength, passwordRules, required } from "./auth-field-messages.ts";
import { invisibleTextMessages, maxInt4, safeString, visibleString } from "./safe-input.ts";
import { schemaMessage, schemaText } from "./schema-message.ts";
import { currentUserSchema } from "./user.ts";

export { passwordMaxLength, passwordMessages, passwordMinLength, passwordRules } from "./auth-field-messages.ts";

const requiredString = (field: (typeof authFields)[keyof typeof authFields]) =>
  safeString(required(field)).trim().min(1, field.required);

const emailField = safeString(required(authFields.email))
  .trim()
  .min(1, authFields.email.required)
  .max(
    254,
    schemaMessage(
      /*i18n*/ {
        id: "validation.auth.email_field_must_not",
        message: "The email field must not be greater than 254 characters.",
      },
    ),
  )
  .pipe(
    z.email(
      schemaMessage(
        /*i18n*/ {
          id: "validation.auth.email_field_must_valid",
          message: "The email field must be a valid email address.",
        },
      ),
    ),
  );

/**
 * NIST SP 800-63B: a password is compared and counted after Unicode normalisation (NFKC), one
 * character per code point, so "ﬀ" and "ff" are the same password and an emoji counts once.
 */
export const normalizePassword = (password: string): string => password.normalize("NFKC");
export const passwordLength = (password: string): number => [...normalizePassword(password)].length;

/**
 * A new password: 8-128 characters after NFKC normalisation, not only whitespace. The server also
 * refuses passwords containing the email or name, and very common ones (it holds the list).
 */
export const newPasswordSchema = safeString(required(authFields.password))
  .max(passwordMaxLength * 4, passwordRules.tooLong)
  .superRefine((password, ctx) => {
    const length = passwordLength(password);
    const message =
      password === ""
        ? passwordRules.required
        : normalizePassword(password).trim() === ""
          ? passwordRules.blank
          : length < passwordMinLength
            ? passwordRules.tooShort
            : length > passwordMaxLength
              ? passwordRules.tooLong
              : null;
    if (message) ctx.addIssue({ code: "custom", message: schemaText(message) });
  });

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation;
const confirmationIssue = {
  ...schemaMessage(
    /*i18n*/ {
      id: "validation.auth.two_passwords_do_not",
      message: "The two passwords do not match: type the same password in both boxes.",
    },
  ),
  path: ["password"],
};

/** POST /api/register */
export const registerBodySchema = z
  .object({
    name: visibleString(invisibleTextMessages.name, required(authFields.name))
      .min(1, authFields.name.required)
      .max(
        100,
        schemaMessage(
          /*i18n*/ {
            id: "validation.auth.name_field_must_not",
            message: "The name field must not be greater than 100 characters.",
          },
        ),
      ),
    email: emailField,
    password: newPasswordSchema,
    password_confirmation: z.string(required(authFields.passwordConfirmation)),
  })
  .refine(confirmed, confirmationIssue);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/register's 201 (decision 500): the new, unverified user; the answer also starts a session. */
export const registerResponseSchema = z.object({ data: currentUserSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/login */
export const loginBodySchema = z.object({
  email: emailField,
  password: safeString(required(authFields.password)).min(1, authFields.password.required).max(1024),
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /api/forgot-password */
export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /api/reset-password: the token and email come from the emailed link. */
export const resetPasswordBodySchema = z
  .object({
    token: requiredString(authFields.token).max(200),
    email: emailField,
    password: newPasswordSchema,
    password_confirmation: z.string(required(authFields.passwordConfirmation)),
  })
  .refine(confirmed, confirmationIssue);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** PUT /api/user/password */
export const changePasswordBodySchema = z
  .object({
    current_password: safeString(required(authFields.currentPassword))
      .min(1, authFields.currentPassword.required)
      .max(1024),
    password: newPasswordSchema,
    password_confirmation: z.string(required(authFields.passwordConfirmation)),
  })
  .refine(confirmed, confirmationIssue);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /api/email/verify: the query of the emailed link `/verify-email?id=&hash=&expires=&signature=`. */
export const verifyEmailBodySchema = z.object({
  id: z.coerce
    .number(schemaMessage(/*i18n*/ { id: "validation.auth.id_field_required", message: "The id field is required." }))
    .int()
    .positive()
    .max(
      maxInt4,
      schemaMessage(
        /*i18n*/ { id: "validation.auth.verification_link_not_valid", message: "This verification link is not valid." },
      ),
    ),
  hash: requiredString(authFields.hash).max(128),
  expires: z.coerce
    .number(
      schemaMessage(
        /*i18n*/ { id: "validation.auth.expires_field_required", message: "The expires field is required." },
      ),
    )
    .int()
    .positive(),
  signature: requiredString(authFields.signature).max(128),
});
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/** A plain acknowledgement, e.g. 202 from forgot-password and the verification resend. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export { emailTakenCode, emailTakenMessage, emailTakenText } from "./auth-messages.ts";
