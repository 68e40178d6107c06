import { forgotPasswordBodySchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";

/** POST /forgot-password: the form's email to POST /api/forgot-password (202 whatever the email). */
export async function forgotPasswordAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const outcome = await submitToApi(args, { schema: forgotPasswordBodySchema, path: "/forgot-password" });
  return outcome.ok ? { sent: true as const, result: null } : { sent: false as const, result: outcome.result };
}
