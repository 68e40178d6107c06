import { roleApplicationBody, roleApplicationFormSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** POST /become-instructor: the application (POST /api/role-applications), then the page shows it pending. */
export async function roleApplicationAction(args: Args) {
  const outcome = await submitToApi(args, {
    schema: roleApplicationFormSchema,
    path: "/role-applications",
    body: roleApplicationBody,
  });
  if (!outcome.ok) return { result: outcome.result };
  return redirectWithFlash(args.request, "/become-instructor", {
    tone: "success",
    message: "Application sent. An administrator will review it, usually within a few days.",
  });
}
