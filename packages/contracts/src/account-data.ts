import { z } from "zod";
import { safeString } from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";

const enterPasswordConfirmMessage = schemaMessage(
  /*i18n*/ { id: "validation.account-data.enter_password_confirm", message: "Enter your password to confirm." },
);

/** DELETE /api/user: the account's password confirms it is its owner asking. */
export const deleteAccountBodySchema = z
  .object({
    password: safeString(enterPasswordConfirmMessage).min(1, enterPasswordConfirmMessage).max(1024),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

const when = z.string().nullable();

/**
 * GET /api/user/export: everything Guildforge holds about the signed-in person, as a JSON file
 * (decision 532). Only their own data: other people appear by public name, never by email.
 */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    email_verified_at: when,
    bio: z.string(),
    home_location: z.string().nullable(),
    avatar_url: z.string().nullable(),
    roles: z.array(z.string()),
    public_page: z.string(),
    member_since: z.string(),
  }),
  notification_preferences: z.array(z.object({ type: z.string(), email: z.boolean() })),
  applications: z.array(
    z.object({
      id: z.number().int(),
      class: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
      status: z.string(),
      experience_level: z.string(),
      message: z.string(),
      safety_acknowledged_at: z.string(),
      decision_note: z.string().nullable(),
      applied_at: z.string(),
      decided_at: when,
    }),
  ),
  class_requests: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      theme: z.string(),
      description: z.string(),
      preferred_location: z.string(),
      preferred_timeframe: z.string(),
      skill_level: z.string(),
      status: z.string(),
      votes: z.number().int(),
      created_at: z.string(),
    }),
  ),
  votes: z.array(z.object({ class_request_id: z.number().int(), title: z.string(), voted_at: z.string() })),
  messages_written: z.array(
    z.object({
      id: z.number().int(),
      conversation_id: z.number().int(),
      to: z.string(),
      body: z.string(),
      attachments: z.number().int(),
      via: z.string(),
      sent_at: z.string(),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      title: z.string(),
      message: z.string(),
      read_at: when,
      created_at: z.string(),
    }),
  ),
  role_applications: z.array(
    z.object({
      id: z.number().int(),
      role: z.string(),
      status: z.string(),
      experience: z.string(),
      created_at: z.string(),
    }),
  ),
  forges: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string(), created_at: z.string() })),
  classes_taught: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string(), url: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
