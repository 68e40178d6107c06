import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { loginRedirectPath, safeRedirect, verificationRequiredPath } from "../guards/redirect-target";

/** The resend form's one field: the page it was sent from, to go back to. */
export const resendVerificationFormSchema = z.object({ back: z.string().max(2000).optional() });

export const resendFailedMessage = "We could not send the email just now. Please try again.";

/**
 * POST /verify-email/resend (the verify-email banner's and /email-verification-required's form):
 * POST /api/email/verification-notification in-process, then back to the page it came from (a
 * same-site path, else the verification gate) with a one-time message: the API's "sent", or its
 * 429 that says when to ask again. A session that ended meanwhile goes to sign in.
 */
export async function resendVerificationAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const back = safeRedirect((await args.request.clone().formData()).get("back")?.toString(), verificationRequiredPath);
  const outcome = await submitToApi<typeof resendVerificationFormSchema, { message?: string }>(args, {
    schema: resendVerificationFormSchema,
    path: "/email/verification-notification",
    body: () => null,
  });
  if (outcome.ok) {
    return redirectWithFlash(args.request, back, {
      tone: "success",
      message: outcome.body?.message || "A new verification link has been sent to your email address.",
    });
  }
  const refusal = (outcome.result as { refusal?: { status: number; message: string } }).refusal;
  if (refusal?.status === 401) throw redirect(loginRedirectPath(new URL(back, args.request.url)), 303);
  const said = outcome.result.error?.[""]?.[0];
  return redirectWithFlash(args.request, back, { tone: "info", message: said || resendFailedMessage });
}
