import { type SchemaMessage, schemaMessage } from "./schema-message.ts";

/** A sign-in field's two messages: missing, and sent as something other than text. */
interface FieldMessages {
  required: SchemaMessage;
  notText: SchemaMessage;
}

const field = (required: SchemaMessage, notText: SchemaMessage): FieldMessages => ({ required, notText });

/** The account forms' fields, in the SPEC's wording ("The email field is required."). */
export const authFields = {
  email: field(
    schemaMessage(/*i18n*/ { id: "validation.auth.email_required", message: "The email field is required." }),
    schemaMessage(/*i18n*/ { id: "validation.auth.email_not_text", message: "The email field must be a string." }),
  ),
  password: field(
    schemaMessage(/*i18n*/ { id: "validation.auth.password_required", message: "The password field is required." }),
    schemaMessage(
      /*i18n*/ { id: "validation.auth.password_not_text", message: "The password field must be a string." },
    ),
  ),
  name: field(
    schemaMessage(/*i18n*/ { id: "validation.auth.name_required", message: "The name field is required." }),
    schemaMessage(/*i18n*/ { id: "validation.auth.name_not_text", message: "The name field must be a string." }),
  ),
  passwordConfirmation: field(
    schemaMessage(
      /*i18n*/ { id: "validation.auth.confirmation_required", message: "The password confirmation field is required." },
    ),
    schemaMessage(
      /*i18n*/ {
        id: "validation.auth.confirmation_not_text",
        message: "The password confirmation field must be a string.",
      },
    ),
  ),
  currentPassword: field(
    schemaMessage(
      /*i18n*/ { id: "validation.auth.current_password_required", message: "The current password field is required." },
    ),
    schemaMessage(
      /*i18n*/ {
        id: "validation.auth.current_password_not_text",
        message: "The current password field must be a string.",
      },
    ),
  ),
  token: field(
    schemaMessage(/*i18n*/ { id: "validation.auth.token_required", message: "The token field is required." }),
    schemaMessage(/*i18n*/ { id: "validation.auth.token_not_text", message: "The token field must be a string." }),
  ),
  hash: field(
    schemaMessage(/*i18n*/ { id: "validation.auth.hash_required", message: "The hash field is required." }),
    schemaMessage(/*i18n*/ { id: "validation.auth.hash_not_text", message: "The hash field must be a string." }),
  ),
  signature: field(
    schemaMessage(/*i18n*/ { id: "validation.auth.signature_required", message: "The signature field is required." }),
    schemaMessage(
      /*i18n*/ { id: "validation.auth.signature_not_text", message: "The signature field must be a string." },
    ),
  ),
};

/** A field's type error: "required" when it is missing, else "must be a string". */
export const required = (messages: FieldMessages) => ({
  error: (issue: { input?: unknown }) =>
    (issue.input === undefined || issue.input === null ? messages.required : messages.notText).error(),
});

/** Password length bounds (the common-password check runs on the server, which holds the list). */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** The password rules' messages, for the schemas and for the server's own check. */
export const passwordRules = {
  required: authFields.password.required,
  blank: schemaMessage(
    /*i18n*/ { id: "validation.auth.password_blank", message: "The password cannot be only spaces." },
  ),
  tooShort: schemaMessage(
    /*i18n*/ {
      id: "validation.auth.password_too_short",
      message: "The password field must be at least {minimum} characters.",
    },
    { minimum: passwordMinLength },
  ),
  tooLong: schemaMessage(
    /*i18n*/ {
      id: "validation.auth.password_too_long",
      message: "The password field must not be greater than {maximum} characters.",
    },
    { maximum: passwordMaxLength },
  ),
  containsEmail: schemaMessage(
    /*i18n*/ { id: "validation.auth.password_has_email", message: "The password must not contain your email address." },
  ),
  containsName: schemaMessage(
    /*i18n*/ { id: "validation.auth.password_has_name", message: "The password must not contain your name." },
  ),
  common: schemaMessage(
    /*i18n*/ {
      id: "validation.auth.password_common",
      message: "This password is one of the most commonly used. Please choose a less guessable one.",
    },
  ),
};

/**
 * The same messages in English, as the server's password check answers them (its 422 words a
 * registered English message again in the request's language).
 */
export const passwordMessages = Object.fromEntries(
  Object.entries(passwordRules).map(([key, message]) => [key, message.error()]),
) as Record<keyof typeof passwordRules, string>;
