import { resetPasswordBodySchema } from "@guildforge/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";

/** POST /reset-password: the new password for the link's token; then to sign-in with the email filled in. */
export async function resetPasswordAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const outcome = await submitToApi(args, {
    schema: resetPasswordBodySchema,
    path: "/reset-password",
    secret: ["password", "password_confirmation"],
  });
  if (!outcome.ok) return { result: outcome.result };
  throw redirect(`/login?${new URLSearchParams({ reset: "1", email: outcome.value.email })}`);
}
