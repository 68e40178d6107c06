import { type ApplicationCreated, classDetailResponseSchema, type MyApplication } from "@guildforge/contracts";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { stayWithNotice } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { pageUrlOf } from "../../../lib/page-url";
import { loadJson } from "../../../lib/server-api/api-json.server";
import { waitlistLine } from "../lib/application-status";
import { applicationBody, applyFormSchema } from "../lib/apply-schema";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the page said after "Send application": accepted, pending review, or waitlisted. */
export function appliedMessage(i18n: I18n, result: ApplicationCreated): string {
  if (result.status === "accepted") return i18n._(msg`You are in: your seat is confirmed. See you at the forge!`);
  if (result.status === "waitlisted") {
    const place = waitlistLine(i18n, result.waitlist_position, result.waitlist_size) ?? "";
    return i18n._(msg`The class is full, so you joined the waitlist. ${place} We tell you at once if a seat frees up.`);
  }
  return i18n._(msg`Application sent. The instructor reviews it and you get a notification with the answer.`);
}

/**
 * POST /classes/{id} with `_intent=apply` (decision 535): the class's own checklist checked as the
 * browser checked it, then POST /api/classes/{id}/applications with the page view's key; a 303
 * back to the class page with what came of it.
 */
export async function applyAction(args: Args, classId: number) {
  const [{ data: cls }, i18n] = await Promise.all([
    loadJson(args.context, `/api/classes/${classId}`, classDetailResponseSchema),
    serverI18n(args.context, ["applications"]),
  ]);
  const outcome = await submitToApi<ReturnType<typeof applyFormSchema>, { data: ApplicationCreated }>(args, {
    schema: applyFormSchema(cls, i18n),
    path: `/classes/${classId}/applications`,
    body: applicationBody,
  });
  if (!outcome.ok) return { intent: "apply" as const, result: outcome.result };
  const applied = outcome.body.data;
  return stayWithNotice(args.request, cls.url, {
    tone: applied.status === "accepted" ? "success" : "info",
    title:
      applied.status === "waitlisted"
        ? i18n._(msg`On the waitlist`)
        : applied.status === "accepted"
          ? i18n._(msg`Seat confirmed`)
          : i18n._(msg`Application sent`),
    message: appliedMessage(i18n, applied),
  });
}

const withdrawFormSchema = z.object({ application_id: z.number().int().min(1) });

/**
 * POST with `_intent=withdraw` (the class page, /dashboard, /dashboard/my-applications): POST
 * /api/applications/{id}/withdraw; a 303 back to the same page (without `?withdraw=`) with the news.
 */
export async function withdrawAction(args: Args) {
  const outcome = await submitToApi<typeof withdrawFormSchema, { data: MyApplication }>(args, {
    schema: withdrawFormSchema,
    path: ({ application_id }) => `/applications/${application_id}/withdraw`,
    body: () => null,
  });
  if (!outcome.ok) {
    const id = Number(outcome.result.initialValue?.application_id);
    return { intent: "withdraw" as const, id: Number.isSafeInteger(id) ? id : null, result: outcome.result };
  }
  const page = new URL(pageUrlOf(new URL(args.request.url)), args.request.url).pathname;
  const i18n = await serverI18n(args.context, ["applications"]);
  const title = outcome.body.data.class.title;
  return stayWithNotice(args.request, page, {
    tone: "success",
    title: i18n._(msg`Application withdrawn`),
    message: title,
    flash: i18n._(msg`Application withdrawn: “${title}”.`),
  });
}
