import { contactMessageSchema, formTokenResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { loadJson } from "../../../lib/server-api/api-json.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The feedback forms' signed token (minimum fill time counts from here, decisions 312, 510). */
export async function loadFeedbackFormToken({ context }: Args) {
  return { feedbackToken: (await loadJson(context, "/feedback/form-token", formTokenResponseSchema)).data.token };
}

export const contactSent = "Thank you, your message is on its way. We answer by email within two working days.";

/** POST /contact: to POST /api/feedback/contact; then back to /contact with the thanks (303). */
export async function contactAction(args: Args) {
  const outcome = await submitToApi(args, { schema: contactMessageSchema, path: "/feedback/contact" });
  if (!outcome.ok) return { result: outcome.result };
  return redirectWithFlash(args.request, "/contact", { tone: "success", message: contactSent });
}
