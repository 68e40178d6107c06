import {
  hideReviewFormSchema,
  type OwnReview,
  type Review,
  reviewFormSchema,
  reviewReplyFormSchema,
  reviewReportFormSchema,
  studentFeedbackFormSchema,
} from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { stayWithNotice } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { pageUrlOf } from "../../../lib/page-url";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const samePage = (args: Args) => new URL(pageUrlOf(new URL(args.request.url)), args.request.url).pathname;
/** The same page with its query. */
const samePageAndQuery = (args: Args) => {
  const url = new URL(pageUrlOf(new URL(args.request.url)), args.request.url);
  return `${url.pathname}${url.search}`;
};
const idOf = (v: unknown) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** POST with `_intent=review` (my applications): POST /api/classes/{id}/reviews; back to the page with the news. */
export async function reviewAction(args: Args) {
  const outcome = await submitToApi<typeof reviewFormSchema, { data: OwnReview }>(args, {
    schema: reviewFormSchema,
    path: (v) => `/classes/${v.class_id}/reviews`,
    body: ({ class_id: _, ...review }) => review,
  });
  if (!outcome.ok)
    return {
      intent: "review" as const,
      id: idOf(outcome.result.initialValue?.class_id),
      result: outcome.result,
    };
  const i18n = await serverI18n(args.context, ["reviews"]);
  return stayWithNotice(args.request, samePage(args), {
    tone: "success",
    title: i18n._(msg`Thank you for your review`),
    message: i18n._(
      msg`It is published when the instructor has left their feedback for you, or when the review window closes.`,
    ),
  });
}

/** POST with `_intent=reply` (the class page): the instructor's one public reply. */
export async function replyAction(args: Args) {
  const outcome = await submitToApi<typeof reviewReplyFormSchema, { data: Review }>(args, {
    schema: reviewReplyFormSchema,
    path: (v) => `/reviews/${v.review_id}/reply`,
    body: (v) => ({ text: v.text }),
  });
  if (!outcome.ok)
    return { intent: "reply" as const, id: idOf(outcome.result.initialValue?.review_id), result: outcome.result };
  const i18n = await serverI18n(args.context, ["reviews"]);
  return stayWithNotice(args.request, samePage(args), {
    tone: "success",
    title: i18n._(msg`Reply published`),
    message: i18n._(msg`Your reply shows under the review.`),
  });
}

/** POST with `_intent=feedback` (the check-in screen after the session): private feedback to one student. */
export async function feedbackAction(args: Args) {
  const outcome = await submitToApi(args, {
    schema: studentFeedbackFormSchema,
    path: (v) => `/manage/classes/${v.class_id}/feedback/${v.student_id}`,
    body: (v) => ({ text: v.text }),
  });
  if (!outcome.ok)
    return { intent: "feedback" as const, id: idOf(outcome.result.initialValue?.student_id), result: outcome.result };
  const i18n = await serverI18n(args.context, ["reviews"]);
  return stayWithNotice(args.request, samePage(args), {
    tone: "success",
    title: i18n._(msg`Feedback sent`),
    message: i18n._(msg`The student sees it once their review is in, or when the review window closes.`),
  });
}

/** POST with `_intent=hide` (the class page, admins): hide a review with a reason. */
export async function hideAction(args: Args) {
  const outcome = await submitToApi(args, {
    schema: hideReviewFormSchema,
    path: (v) => `/admin/reviews/${v.review_id}/hide`,
    body: (v) => ({ reason: v.reason }),
  });
  if (!outcome.ok)
    return { intent: "hide" as const, id: idOf(outcome.result.initialValue?.review_id), result: outcome.result };
  const i18n = await serverI18n(args.context, ["reviews"]);
  return stayWithNotice(args.request, samePage(args), {
    tone: "success",
    title: i18n._(msg`Review hidden`),
    message: i18n._(msg`It no longer shows on any page or in any rating.`),
  });
}

/** POST with `_intent=report-review` (any page that lists reviews): POST /api/reports with `review_id`. */
export async function reportReviewAction(args: Args) {
  const outcome = await submitToApi(args, {
    schema: reviewReportFormSchema,
    path: () => "/reports",
    body: (v) => ({ review_id: v.review_id, reason: v.reason }),
  });
  if (!outcome.ok)
    return {
      intent: "report-review" as const,
      id: idOf(outcome.result.initialValue?.review_id),
      result: outcome.result,
    };
  const i18n = await serverI18n(args.context, ["reviews"]);
  return stayWithNotice(args.request, samePageAndQuery(args), {
    tone: "success",
    title: i18n._(msg`Thank you, the review is reported`),
    message: i18n._(msg`Our team reads every report and decides what happens to the review.`),
  });
}
