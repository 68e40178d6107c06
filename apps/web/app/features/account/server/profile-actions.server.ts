import { changePasswordBodySchema, updateProfileSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** POST /profile: the details form (`_intent=profile`) or the password form (`_intent=password`). */
export async function profileAction(args: Args) {
  const intent = await formIntent(args.request);
  if (intent === "password") {
    const outcome = await submitToApi(args, {
      schema: changePasswordBodySchema,
      path: "/user/password",
      method: "PUT",
      secret: ["current_password", "password", "password_confirmation"],
    });
    if (!outcome.ok) return { intent, result: outcome.result };
    return redirectWithFlash(args.request, "/profile", {
      tone: "success",
      message: "Password changed. Other devices have been signed out.",
    });
  }
  const outcome = await submitToApi(args, {
    schema: updateProfileSchema,
    path: "/user",
    method: "PATCH",
    // Every field is on the form: an emptied one is cleared, not left as it was.
    body: (v) => ({ name: v.name, bio: v.bio ?? "", home_location: v.home_location || null }),
  });
  if (!outcome.ok) return { intent: "profile", result: outcome.result };
  return redirectWithFlash(args.request, "/profile", { tone: "success", message: "Profile saved." });
}
