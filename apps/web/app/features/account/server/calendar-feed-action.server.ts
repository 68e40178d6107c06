import { calendarFeedFormSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * POST /settings/notifications with `_intent=calendar` (issue 40 point 2): the calendar feed's
 * buttons. `enable` and `regenerate` POST /api/user/calendar-feed, `disable` DELETEs it; the page
 * then shows the feed as it now is, with a flash saying what changed.
 */
export async function calendarFeedAction(args: Args) {
  const outcome = await submitToApi(args, {
    schema: calendarFeedFormSchema,
    path: "/user/calendar-feed",
    method: (v) => (v.calendar === "disable" ? "DELETE" : "POST"),
    body: (v) => (v.calendar === "disable" ? null : { action: v.calendar }),
  });
  if (!outcome.ok) return { calendarResult: outcome.result };
  const i18n = await serverI18n(args.context, ["account"]);
  const said = {
    enable: msg`Your calendar feed is on. Add its link to your calendar app.`,
    regenerate: msg`New calendar link made. The old link no longer works: add the new one to your calendar app.`,
    disable: msg`Your calendar feed is off. Its link no longer works.`,
  }[outcome.value.calendar];
  return redirectWithFlash(args.request, "/settings/notifications#calendar", {
    tone: "success",
    message: i18n._(said),
  });
}
