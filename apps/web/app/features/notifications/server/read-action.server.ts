import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { redirectWithFlash, sentByScript } from "../../../lib/forms/flash.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { readBackField, safeReadBack } from "./read-back";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** "Mark read": the notification's id, and the page to come back to without JavaScript. */
export const readFormSchema = z.object({
  id: z.coerce.number().int().positive(),
  [readBackField]: z.string().max(2000).optional(),
});
/** "Mark all read": only the page to come back to. */
export const readAllFormSchema = z.object({ [readBackField]: z.string().max(2000).optional() });

/**
 * The /notifications action (`_intent=read` with `id`, `_intent=read-all`): PATCH
 * /api/notifications/{id}/read or /api/notifications/mark-all-read in-process (both idempotent).
 * Sent by the page's script (a fetcher; the store has already shown it read) the answer is
 * `{ read }` and nothing is said (notification calls fail silently, docs/product.md#errors).
 * Without JavaScript: a 303 back to the page the person was on (`redirect_to`, else a same-site
 * Referer, else /notifications), which shows the read state, with a short flash.
 */
export async function readAction(args: Args) {
  const all = (await formIntent(args.request)) === "read-all";
  const back = await backOf(args.request);
  const outcome = all
    ? await submitToApi(args, {
        schema: readAllFormSchema,
        path: "/notifications/mark-all-read",
        method: "PATCH",
        body: () => null,
      })
    : await submitToApi(args, {
        schema: readFormSchema,
        path: (value) => `/notifications/${value.id}/read`,
        method: "PATCH",
        body: () => null,
      });
  if (sentByScript(args.request)) return { read: outcome.ok };
  const i18n = await serverI18n(args.context, ["notifications"]);
  if (!outcome.ok) {
    return redirectWithFlash(args.request, back, {
      tone: "info",
      message: i18n._(msg`We could not mark that read just now. Please try again.`),
    });
  }
  return redirectWithFlash(args.request, back, {
    tone: "success",
    message: all ? i18n._(msg`All notifications are marked read.`) : i18n._(msg`Notification marked read.`),
  });
}

async function backOf(request: Request): Promise<string> {
  const field = (await request.clone().formData()).get(readBackField);
  return safeReadBack(request, typeof field === "string" ? field : null);
}
