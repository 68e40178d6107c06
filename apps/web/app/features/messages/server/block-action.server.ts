import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { formRecordId } from "../../../lib/forms/decision.server";
import { stayWithNotice } from "../../../lib/forms/flash.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The confirmation's one field: the person's name, for the news (the person is `record_id`). */
export const blockFormSchema = z.object({ name: z.string().trim().max(200).optional() });

/**
 * A thread's or a profile's Block / Unblock, confirmed (`_intent=block` / `unblock`, the person
 * as `record_id`; decision 535): POST or DELETE /api/users/{id}/block in-process. Both are
 * idempotent. Done: with JavaScript a toast while the page's loaders read the new state; without
 * it a 303 back to `back` (the page's own path, given by its route) with the news.
 */
export async function blockAction(args: Args, back: string) {
  const intent = (await formIntent(args.request)) === "unblock" ? "unblock" : "block";
  const id = await formRecordId(args.request);
  if (id === null) return { intent, id, result: null };
  const outcome = await submitToApi(args, {
    schema: blockFormSchema,
    path: `/users/${id}/block`,
    method: intent === "block" ? "POST" : "DELETE",
    body: () => null,
  });
  if (!outcome.ok) return { intent, id, result: outcome.result };
  const i18n = await serverI18n(args.context, ["messages"]);
  const name = outcome.value.name;
  return {
    intent,
    id,
    result: null,
    ...stayWithNotice(
      args.request,
      back,
      intent === "block"
        ? {
            tone: "success",
            title: i18n._(msg`Blocked`),
            message: name
              ? i18n._(msg`${name} is blocked. They are not told.`)
              : i18n._(msg`This person is blocked. They are not told.`),
          }
        : {
            tone: "success",
            title: i18n._(msg`Unblocked`),
            message: name
              ? i18n._(msg`You can message ${name} again.`)
              : i18n._(msg`You can message this person again.`),
          },
    ),
  };
}
