import { featureRequestSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";

export const featureRequestSent = "Thank you: your idea is in the team's inbox.";

/** POST /feature-request: to POST /api/feedback/feature-requests; then back with the thanks (303). */
export async function featureRequestAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const outcome = await submitToApi(args, { schema: featureRequestSchema, path: "/feedback/feature-requests" });
  if (!outcome.ok) return { result: outcome.result };
  return redirectWithFlash(args.request, "/feature-request", { tone: "success", message: featureRequestSent });
}
