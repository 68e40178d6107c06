import { type NotificationType, notificationPreferencesFormSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * POST /settings/notifications: email on/off for each type that can reach this person (`types`,
 * from their roles); a ticked box is on, an unticked one off (PUT /api/user/notification-preferences).
 */
export async function notificationSettingsAction(args: Args, types: readonly NotificationType[]) {
  const outcome = await submitToApi(args, {
    schema: notificationPreferencesFormSchema,
    path: "/user/notification-preferences",
    method: "PUT",
    body: (ticked) => Object.fromEntries(types.map((t) => [t, { email: ticked[t] === true }])),
  });
  if (!outcome.ok) return { result: outcome.result };
  return redirectWithFlash(args.request, "/settings/notifications", {
    tone: "success",
    message: (await serverI18n(args.context, ["account"]))._(msg`Preferences saved.`),
  });
}
