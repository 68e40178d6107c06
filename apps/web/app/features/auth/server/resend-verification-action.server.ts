import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { loginRedirectPath, safeRedirect, verificationRequiredPath } from "../guards/redirect-target";

/** The resend form's one field: the page it was sent from, to go back to. */
export const resendVerificationFormSchema = z.object({ back: z.string().max(2000).optional() });

export const resendFailedMessage = msg`We could not send the email just now. Please try again.`;
const resendSentMessage = msg`A new verification link has been sent to your email address.`;

/**
 * The API's 429 texts for a resend asked too soon (apps/server auth.limits.ts, English), said in
 * the page's language; a text not listed here (a later wording) is shown as the API wrote it.
 */
const resendRefusals: Record<string, MessageDescriptor> = {
  "We just sent you a verification link. Check your inbox and spam folder; you can ask for another one in a minute.": msg`We just sent you a verification link. Check your inbox and spam folder; you can ask for another one in a minute.`,
  "We have sent you several verification links in the last hour. Check your inbox and spam folder, or try again in an hour.": msg`We have sent you several verification links in the last hour. Check your inbox and spam folder, or try again in an hour.`,
};

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
  const i18n = await serverI18n(args.context, ["auth"]);
  if (outcome.ok) return redirectWithFlash(args.request, back, { tone: "success", message: i18n._(resendSentMessage) });
  const refusal = (outcome.result as { refusal?: { status: number; message: string } }).refusal;
  if (refusal?.status === 401) throw redirect(loginRedirectPath(new URL(back, args.request.url)), 303);
  const said = outcome.result.error?.[""]?.[0];
  const known = said ? resendRefusals[said] : undefined;
  const message = known ? i18n._(known) : said || i18n._(resendFailedMessage);
  return redirectWithFlash(args.request, back, { tone: "info", message });
}
