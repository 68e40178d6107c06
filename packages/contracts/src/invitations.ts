import { z } from "zod";
import { idSchema, safeString } from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";

/** Instructor invitations are valid for 7 days (DOMAIN.md). */
export const invitationValidDays = 7;

/** POST /api/instructor-invitations (admins and hosts). */
export const createInvitationSchema = z.object({
  email: safeString()
    .trim()
    .max(254)
    .pipe(
      z.email(
        schemaMessage(
          /*i18n*/ { id: "validation.common.enter_valid_email_address", message: "Enter a valid email address." },
        ),
      ),
    ),
  venue_id: idSchema(
    schemaMessage(/*i18n*/ { id: "validation.common.choose_forge", message: "Choose a forge." }),
  ).optional(),
});
export type CreateInvitation = z.infer<typeof createInvitationSchema>;

export const invitationStatuses = ["pending", "accepted", "expired"] as const;

/** What the invitee sees at /instructor-invitation/{token}, and what the inviter gets back. */
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(invitationStatuses),
  inviter: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  venue_id: z.number().int().nullable(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResponseSchema = z.object({ data: invitationSchema });

/** 201 of POST /api/instructor-invitations: the invitation plus its link (shown to the inviter once). */
export const invitationCreatedResponseSchema = z.object({ data: invitationSchema.extend({ url: z.string() }) });

export const invitationTokenParamsSchema = z.object({ token: safeString().min(1).max(200) });
