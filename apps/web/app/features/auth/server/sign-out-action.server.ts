import { msg } from "@lingui/core/macro";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";

/** The sign-out form has no fields of its own (its token is the helper's). */
export const signOutFormSchema = z.object({});

export const signOutFailedMessage = msg`We could not sign you out just now. Please try again.`;

/**
 * POST /logout (the account menu's "Sign out" and the profile page's form): POST /api/logout
 * in-process, which ends the session; its Set-Cookie lines reach the browser on this 303 (the page
 * handler adds every in-process call's cookies, as for sign-in), and the next page, home, is
 * signed out. A refusal (a form token that no longer fits) says so on the home page.
 */
export async function signOutAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const outcome = await submitToApi(args, { schema: signOutFormSchema, path: "/logout", body: () => null });
  if (!outcome.ok) {
    const message = (await serverI18n(args.context, ["auth"]))._(signOutFailedMessage);
    return redirectWithFlash(args.request, "/", { tone: "info", message });
  }
  throw redirect("/", 303);
}
