import { contactMessageSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";

export const contactSent = msg`Thank you, your message is on its way. We answer by email within two working days.`;

/** POST /contact: to POST /api/feedback/contact; then back to /contact with the thanks (303). */
export async function contactAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const outcome = await submitToApi(args, { schema: contactMessageSchema, path: "/feedback/contact" });
  if (!outcome.ok) return { result: outcome.result };
  return redirectWithFlash(args.request, "/contact", {
    tone: "success",
    message: (await serverI18n(args.context, ["feedback"]))._(contactSent),
  });
}
