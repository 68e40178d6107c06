import { changePasswordBodySchema, deleteAccountBodySchema, updateProfileSchema } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { forwardUpload } from "../../../lib/forms/upload.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A flash or refusal said in the page's language (the `account` catalog). */
const say = async (args: Args, text: MessageDescriptor) => (await serverI18n(args.context, ["account"]))._(text);

/**
 * POST /profile: the details form (`_intent=profile`), the password form (`_intent=password`), the
 * account's deletion (`_intent=delete`) or the photo sent without JavaScript (`_intent=avatar`,
 * multipart; with JavaScript the page's script uploads it itself).
 */
export async function profileAction(args: Args) {
  const intent = await formIntent(args.request);
  if (intent === "delete") return deleteAccountAction(args);
  if (intent === "avatar") {
    const outcome = await forwardUpload(args, {
      path: "/user/avatar",
      file: "avatar",
      missing: await say(args, msg`Choose a photo first.`),
    });
    if (!outcome.ok) return { intent, upload: outcome.errors };
    return redirectWithFlash(args.request, "/profile", {
      tone: "success",
      message: await say(args, msg`Photo updated.`),
    });
  }
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
      message: await say(args, msg`Password changed. Other devices have been signed out.`),
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
  return redirectWithFlash(args.request, "/profile", {
    tone: "success",
    message: await say(args, msg`Profile saved.`),
  });
}

/**
 * DELETE /api/user with the password that confirms it (decision 532): every session of the account
 * ends, so the person lands on the home page signed out, told what happened.
 */
async function deleteAccountAction(args: Args) {
  const outcome = await submitToApi<typeof deleteAccountBodySchema, { data?: { email?: string } }>(args, {
    schema: deleteAccountBodySchema,
    path: "/user",
    method: "DELETE",
    secret: ["password"],
  });
  if (!outcome.ok) return { intent: "delete", result: outcome.result };
  return redirectWithFlash(args.request, "/", {
    tone: "success",
    message: await say(
      args,
      msg`Your account is deleted. You are signed out everywhere, and a confirmation is on its way by email.`,
    ),
  });
}
