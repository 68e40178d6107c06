import { featureRequestSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";

export const featureRequestSent = msg`Thank you: your idea is in the team's inbox.`;

/** POST /feature-request: to POST /api/feedback/feature-requests; then back with the thanks (303). */
export async function featureRequestAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const outcome = await submitToApi(args, { schema: featureRequestSchema, path: "/feedback/feature-requests" });
  if (!outcome.ok) return { result: outcome.result };
  return redirectWithFlash(args.request, "/feature-request", {
    tone: "success",
    message: (await serverI18n(args.context, ["feedback"]))._(featureRequestSent),
  });
}
