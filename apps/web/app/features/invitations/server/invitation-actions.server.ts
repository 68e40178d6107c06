import { createInvitationSchema, type invitationCreatedResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The dashboard's "Invite an instructor" (POST /api/instructor-invitations): the answer names who
 * was invited and the link to share, shown once on the page that sent it (not in a redirect's flash:
 * the link is the invitation itself).
 */
export async function inviteInstructorAction(args: Args) {
  const outcome = await submitToApi<typeof createInvitationSchema, z.infer<typeof invitationCreatedResponseSchema>>(
    args,
    {
      schema: createInvitationSchema,
      path: "/instructor-invitations",
    },
  );
  if (!outcome.ok) return { intent: "invite" as const, result: outcome.result, sent: null };
  const { email, url } = outcome.body.data;
  return { intent: "invite" as const, result: null, sent: { email, url } };
}

/** POST /instructor-invitation/{token}: accept it (the invited, verified account); the page then says so. */
export async function acceptInvitationAction(args: Args, token: string) {
  const outcome = await submitToApi(args, {
    schema: z.object({}),
    path: `/instructor-invitations/${encodeURIComponent(token)}/accept`,
    body: () => null,
  });
  if (!outcome.ok) return { result: outcome.result };
  return redirectWithFlash(args.request, `/instructor-invitation/${encodeURIComponent(token)}`, {
    tone: "success",
    message: "You are now an instructor on Guildforge.",
  });
}
